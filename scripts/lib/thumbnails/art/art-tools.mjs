// Thumbnails of the systems and tooling projects: servers, search, interpreters, packages.
import { seededRandom } from '../../random.mjs'
import { frame, INK, INK_SOFT, LINE, MUTED, r1, TEAL } from './frame.mjs'

const MONO = `font-family="DejaVu Sans Mono, monospace"`

/** A small picture tile: frame, hills and a sun. */
/** @type {(x: number, y: number, w: number, h: number, c: string) => string} */
const tile = (x, y, w, h, c) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="2" fill="${c}" fill-opacity=".15" stroke="${c}" stroke-width="1.2"/><path d="M${x + 2} ${y + h - 2}l${w * 0.3} ${-h * 0.45} ${w * 0.2} ${h * 0.25} ${w * 0.15} ${-h * 0.15} ${w * 0.25} ${h * 0.35}z" fill="${c}" fill-opacity=".7"/><circle cx="${x + w * 0.75}" cy="${y + h * 0.3}" r="${r1(h * 0.12)}" fill="${c}"/>`

/** A gear made from a dashed thick ring around a hub. */
/** @type {(x: number, y: number, c: string) => string} */
const gear = (x, y, c) =>
  `<circle cx="${x}" cy="${y}" r="8" fill="none" stroke="${c}" stroke-width="4.5" stroke-dasharray="3 2.28"/><circle cx="${x}" cy="${y}" r="6" fill="${INK_SOFT}" stroke="${c}" stroke-width="1.6"/><circle cx="${x}" cy="${y}" r="2" fill="${c}"/>`

/** Image tiles leaving a bounded queue, fanning out to worker threads and back. */
export function imageServer(hue = '#38bdf8') {
  const workers = [30, 62, 94]
  const lanes = workers
    .map((y) => `<path d="M48 62C70 62 72 ${y} 92 ${y}M108 ${y}C126 ${y} 128 62 140 62"/>`)
    .join('')
  const packets = workers
    .map(
      (y, i) =>
        `<circle cx="${70 + i * 4}" cy="${r1(62 + (y - 62) * 0.5)}" r="2.2"/><circle cx="${124 - i * 3}" cy="${r1(y + (62 - y) * 0.45)}" r="2.2"/>`,
    )
    .join('')
  const out = [0, 1, 2, 3, 4, 5]
    .map((i) => tile(144 + (i % 2) * 24, 30 + Math.floor(i / 2) * 23, 20, 16, TEAL))
    .join('')
  const body = [
    `<rect x="10" y="20" width="38" height="85" rx="6" fill="${INK_SOFT}" stroke="${LINE}" stroke-width="1.5"/>`,
    [0, 1, 2, 3].map((i) => tile(15, 26 + i * 19.5, 28, 15, hue)).join(''),
    `<g fill="none" stroke="${hue}" stroke-opacity=".55" stroke-width="1.4">${lanes}</g>`,
    `<g fill="${TEAL}" filter="url(#neon)">${packets}</g>`,
    workers.map((y) => gear(100, y, hue)).join(''),
    out,
  ]
  return frame({ hue, gx: 100, gy: 60 }, body.join(''))
}

/** A document-term matrix with a magnifying glass revealing a band of related cells. */
export function lsaSearch(hue = '#818cf8') {
  const rand = seededRandom(31)
  let cells = ''
  let zoom = ''
  for (let r = 0; r < 8; r++)
    for (let c = 0; c < 12; c++) {
      const v = rand() ** 2
      cells += `<rect x="${14 + c * 10}" y="${22 + r * 10}" width="8" height="8" rx="1.5" fill="${hue}" fill-opacity="${r1(0.1 + v * 0.6)}"/>`
    }
  for (let r = 0; r < 5; r++)
    for (let c = 0; c < 5; c++) {
      const near = Math.abs(r - c) <= 0.5 || Math.abs(r - c) === 1
      const fill = near ? TEAL : hue
      const op = near ? 0.95 - Math.abs(r - c) * 0.45 : 0.15
      zoom += `<rect x="${r1(98 + c * 11)}" y="${r1(30 + r * 11)}" width="9" height="9" rx="2" fill="${fill}" fill-opacity="${r1(op)}"/>`
    }
  const body = [
    `<defs><clipPath id="lens"><circle cx="124" cy="56" r="27"/></clipPath></defs>`,
    cells,
    `<text x="14" y="15" font-size="7" fill="${MUTED}" ${MONO}>terms →</text>`,
    `<text x="10" y="110" font-size="7" fill="${MUTED}" transform="rotate(-90 10 110)" ${MONO}>docs →</text>`,
    `<circle cx="124" cy="56" r="27" fill="${INK}"/><g clip-path="url(#lens)">${zoom}</g>`,
    `<g filter="url(#neon)"><circle cx="124" cy="56" r="27" fill="none" stroke="${TEAL}" stroke-width="3"/>`,
    `<path d="M144 76l22 22" stroke="${TEAL}" stroke-width="7" stroke-linecap="round"/></g>`,
  ]
  return frame({ hue, gx: 40, gy: 60 }, body.join(''))
}

/** An abstract syntax tree with a lambda at its root. */
export function ocamlInterpreter(hue = '#f59e0b') {
  /** @type {[x: number, label: string][]} */
  const leaves = [
    [34, 'x'],
    [74, 'f'],
    [126, '1'],
    [166, '+'],
  ]
  /** @type {(x: number, y: number, label: string) => string} */
  const node = (x, y, label) =>
    `<circle cx="${x}" cy="${y}" r="10" fill="${INK_SOFT}" stroke="${TEAL}" stroke-width="1.6"/><text x="${x}" y="${y + 3}" text-anchor="middle" font-size="8" fill="${TEAL}" ${MONO}>${label}</text>`
  const body = [
    `<g stroke="${MUTED}" stroke-width="1.4"><path d="M100 26L56 62M100 26L144 62M56 62L34 98M56 62L74 98M144 62L126 98M144 62L166 98"/></g>`,
    `<g filter="url(#neon)"><circle cx="100" cy="26" r="14" fill="${INK_SOFT}" stroke="${hue}" stroke-width="2.2"/>`,
    `<path d="M94 17c4-1 6 1 7 4l6 16M100 26l-6 11" fill="none" stroke="${hue}" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/></g>`,
    node(56, 62, 'app'),
    node(144, 62, 'let'),
    leaves
      .map(
        ([x, label]) =>
          `<rect x="${x - 12}" y="91" width="24" height="15" rx="4" fill="${INK}" stroke="${hue}" stroke-opacity=".7"/><text x="${x}" y="102" text-anchor="middle" font-size="10" fill="#f8fafc" ${MONO}>${label}</text>`,
      )
      .join(''),
    `<text x="152" y="24" font-size="9" fill="${MUTED}" ${MONO}>'a→'b</text>`,
  ]
  return frame({ hue, gx: 100, gy: 10 }, body.join(''))
}

/** A calculator keypad beside two-way unit conversions. */
export function conversionCalculator(hue = '#c084fc') {
  let keys = ''
  for (let r = 0; r < 4; r++)
    for (let c = 0; c < 4; c++) {
      const op = c === 3
      const eq = op && r === 3
      const fill = eq ? TEAL : op ? hue : '#1e293b'
      keys += `<rect x="${36 + c * 13}" y="${48 + r * 14}" width="10.5" height="11" rx="2.5" fill="${fill}" fill-opacity="${op && !eq ? 0.6 : 1}"/>`
    }
  /** @param {number} y */
  const arrows = (y) =>
    `<path d="M128 ${y - 3}h26l-4-3.5M154 ${y + 3}h-26l4 3.5" fill="none" stroke="${hue}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"/>`
  /** @type {[y: number, from: string, to: string][]} */
  const pairs = [
    [36, 'km', 'mi'],
    [64, '°C', '°F'],
    [92, 'kg', 'lb'],
  ]
  const body = [
    `<rect x="28" y="12" width="62" height="101" rx="9" fill="${INK_SOFT}" stroke="#334155" stroke-width="1.5"/>`,
    `<rect x="35" y="19" width="48" height="22" rx="4" fill="${INK}"/>`,
    `<text x="79" y="35" text-anchor="end" font-size="12" fill="${TEAL}" ${MONO} filter="url(#neon)">42.2</text>`,
    keys,
    pairs
      .map(
        ([y, a, b]) =>
          `<text x="124" y="${y + 4}" text-anchor="end" font-size="10" fill="#e2e8f0" ${MONO}>${a}</text>${arrows(y)}<text x="158" y="${y + 4}" font-size="10" fill="${TEAL}" ${MONO}>${b}</text>`,
      )
      .join(''),
  ]
  return frame({ hue, gx: 150, gy: 60 }, body.join(''))
}

/** An open package box with a game controller rising out of it. */
export function gameApiWrapper(hue = '#fb7185') {
  const body = [
    `<path d="M74 58l34-17 34 17-34 17z" fill="${INK}" stroke="${hue}" stroke-width="1.4"/>`,
    `<g filter="url(#neon)" transform="rotate(-8 108 34)"><path d="M84 26c0-8 6-12 14-12h20c8 0 14 4 14 12l4 16c1 6-5 9-9 5l-6-6H95l-6 6c-4 4-10 1-9-5z" fill="${INK_SOFT}" stroke="${TEAL}" stroke-width="1.8" stroke-linejoin="round"/>`,
    `<path d="M94 24v10M89 29h10" stroke="${TEAL}" stroke-width="2.6" stroke-linecap="round"/>`,
    `<g fill="${hue}"><circle cx="121" cy="24" r="2.2"/><circle cx="126" cy="29" r="2.2"/><circle cx="116" cy="29" r="2.2"/><circle cx="121" cy="34" r="2.2"/></g></g>`,
    `<path d="M74 58l34 17v36l-34-17z" fill="${INK_SOFT}" stroke="${hue}" stroke-width="1.6" stroke-linejoin="round"/>`,
    `<path d="M108 75l34-17v36l-34 17z" fill="#0f172a" stroke="${hue}" stroke-width="1.6" stroke-linejoin="round"/>`,
    `<path d="M74 58l-12 10 34 17 12-10zM142 58l12 10-34 17-12-10z" fill="${hue}" fill-opacity=".25" stroke="${hue}" stroke-width="1.4" stroke-linejoin="round"/>`,
    `<path d="M84 80l14 7v9l-14-7z" fill="${hue}" fill-opacity=".5"/>`,
    `<text x="150" y="108" font-size="9" fill="${MUTED}" ${MONO}>{ api }</text>`,
    `<text x="18" y="30" font-size="9" fill="${TEAL}" fill-opacity=".7" ${MONO}>await</text>`,
    `<path d="M30 92h26M36 100h20M26 84h30" stroke="${LINE}" stroke-width="3" stroke-linecap="round"/>`,
  ]
  return frame({ hue, gx: 110, gy: 100 }, body.join(''))
}
