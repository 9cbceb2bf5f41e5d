// Thumbnails of the web-app projects: objects drawn by hand in the dark palette.
import { frame, INK, INK_SOFT, LINE, MUTED, r1, TEAL } from './frame.mjs'

const MONO = `font-family="DejaVu Sans Mono, monospace"`
/** @type {(x: number, y: number, widths: number[], fill?: string, gap?: number) => string} */
const bars = (x, y, widths, fill = LINE, gap = 7) =>
  widths
    .map(
      (w, i) =>
        `<rect x="${x}" y="${y + i * gap}" width="${w}" height="3" rx="1.5" fill="${fill}"/>`,
    )
    .join('')

/**
 * Five-point star centred at (cx, cy).
 * @param {number} cx
 * @param {number} cy
 * @param {number} r
 * @param {string} attrs
 */
function star(cx, cy, r, attrs) {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const a = (Math.PI / 5) * i - Math.PI / 2
    const d = i % 2 ? r * 0.45 : r
    return `${r1(cx + d * Math.cos(a))},${r1(cy + d * Math.sin(a))}`
  })
  return `<polygon points="${pts.join(' ')}" ${attrs}/>`
}

/** A recipe card with a steaming bowl beside a filled shopping basket. */
export function recipeApp(hue = '#fb923c') {
  const body = [
    `<g transform="rotate(-7 66 64)"><rect x="26" y="18" width="80" height="92" rx="6" fill="${INK_SOFT}" stroke="${LINE}" stroke-width="1.5"/>`,
    `<rect x="32" y="24" width="68" height="34" rx="4" fill="${hue}" fill-opacity=".14"/>`,
    `<path d="M46 42h40a20 12 0 0 1-40 0z" fill="${hue}"/><path d="M58 37c-3-4 3-6 0-10m8 10c-3-4 3-6 0-10m8 10c-3-4 3-6 0-10" fill="none" stroke="${TEAL}" stroke-width="1.4" stroke-linecap="round"/>`,
    `<rect x="32" y="64" width="44" height="5" rx="2.5" fill="${TEAL}"/>`,
    bars(38, 76, [56, 48, 52, 36], '#334155'),
    [76, 83, 90, 97].map((y) => `<circle cx="34" cy="${y + 1.5}" r="1.5" fill="${hue}"/>`).join(''),
    '</g>',
    `<path d="M134 70c0-30 40-30 40 0" fill="none" stroke="${hue}" stroke-width="3" stroke-linecap="round"/>`,
    `<circle cx="142" cy="64" r="9" fill="#f87171"/><path d="M142 55c1-4 4-5 6-5" stroke="#4ade80" stroke-width="2" fill="none"/>`,
    `<rect x="150" y="42" width="9" height="28" rx="4.5" fill="#fde68a" transform="rotate(18 154 56)"/>`,
    `<path d="M166 70l6-20 6 20z" fill="${hue}"/><path d="M172 50l-3-6m3 6l3-6" stroke="#4ade80" stroke-width="1.6"/>`,
    `<path d="M120 70h68l-9 40h-50z" fill="${INK_SOFT}" stroke="${hue}" stroke-width="2" stroke-linejoin="round"/>`,
    `<path d="M136 78l3 26m15-26v26m15-26l-3 26M124 88h60" stroke="${hue}" stroke-opacity=".45" stroke-width="1.4"/>`,
    `<g transform="rotate(12 112 28)" filter="url(#neon)"><path d="M104 20h18l6 8-6 8h-18z" fill="${TEAL}"/><text x="108" y="32" font-size="11" font-weight="700" fill="${INK}" ${MONO}>$</text></g>`,
  ]
  return frame({ hue, gx: 160, gy: 100 }, body.join(''))
}

/** Equaliser bars beside a concert ticket with a perforated stub. */
export function musicProfile(hue = '#e879f9') {
  let eq = ''
  for (let i = 0; i < 12; i++) {
    const h = r1(10 + 34 * Math.abs(Math.sin(i * 0.9 + 0.6)) * (1 - Math.abs(i - 5.5) / 9))
    eq += `<rect x="${10 + i * 7}" y="${r1(62 - h)}" width="4.2" height="${r1(h * 2)}" rx="2.1" fill="url(#eq)"/>`
  }
  const ticket = 'M0 0h80v20a7 7 0 0 0 0 14v20h-80v-20a7 7 0 0 0 0-14z'
  const body = [
    `<defs><linearGradient id="eq" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hue}"/><stop offset=".5" stop-color="${TEAL}"/><stop offset="1" stop-color="${hue}"/></linearGradient></defs>`,
    `<g filter="url(#neon)">${eq}</g>`,
    `<g transform="translate(108 34) rotate(9)"><path d="${ticket}" fill="${INK_SOFT}" stroke="${hue}" stroke-width="1.8"/>`,
    `<path d="M58 4v46" stroke="${hue}" stroke-width="1.4" stroke-dasharray="2.5 2.5"/>`,
    `<text x="8" y="15" font-size="7.5" font-weight="700" fill="${TEAL}" ${MONO}>LIVE</text>`,
    bars(8, 22, [40, 30], '#334155', 6),
    `<path d="M14 46v-12l12-3v12" fill="none" stroke="${hue}" stroke-width="1.8"/><circle cx="11.5" cy="46" r="3" fill="${hue}"/><circle cx="23.5" cy="43" r="3" fill="${hue}"/>`,
    star(70, 27, 6, `fill="${TEAL}"`),
    '</g>',
  ]
  return frame({ hue, gx: 150, gy: 60 }, body.join(''))
}

/** A film strip crossing the frame, a play button and a star rating. */
export function movieBrowser(hue = '#f87171') {
  const scenes = ['#1e3a5f', '#3b1f4a', '#14403d', '#4a2a1f', '#1f2f5a', '#3f1d2e']
  let frames = ''
  let holes = ''
  for (let i = 0; i < 6; i++) {
    const x = -18 + i * 42
    frames += `<rect x="${x}" y="44" width="36" height="36" rx="2" fill="${scenes[i]}"/><path d="M${x} 80l12-14 8 7 6-5 10 12z" fill="${i % 2 ? hue : TEAL}" fill-opacity=".5"/>`
  }
  for (let x = -20; x < 230; x += 10)
    holes += `<rect x="${x}" y="36" width="5" height="4" rx="1"/><rect x="${x}" y="84" width="5" height="4" rx="1"/>`
  const body = [
    `<g transform="rotate(-10 100 62)"><rect x="-30" y="32" width="260" height="60" fill="#070b14" stroke="${LINE}"/>`,
    frames,
    `<g fill="${MUTED}" fill-opacity=".7">${holes}</g></g>`,
    `<g filter="url(#neon)"><circle cx="100" cy="62" r="18" fill="${TEAL}"/><path d="M94 52v20l16-10z" fill="${INK}"/></g>`,
    [0, 1, 2, 3, 4]
      .map((i) =>
        star(140 + i * 11, 108, 4.5, i < 4 ? `fill="${hue}"` : `fill="none" stroke="${hue}"`),
      )
      .join(''),
  ]
  return frame({ hue, gx: 40, gy: 20 }, body.join(''))
}

/** A stack of notes with a cloud that syncs them. */
export function notesApp(hue = '#facc15') {
  /** @type {(angle: number, fill: string, stroke: string) => string} */
  const note = (angle, fill, stroke) =>
    `<rect x="40" y="30" width="66" height="76" rx="5" fill="${fill}" stroke="${stroke}" stroke-width="1.4" transform="rotate(${angle} 73 68)"/>`
  const body = [
    note(-14, '#0f172a', LINE),
    note(-6, INK_SOFT, '#334155'),
    `<g transform="rotate(4 73 68)">${note(0, INK_SOFT, hue)}<rect x="40" y="30" width="66" height="12" rx="5" fill="${hue}" fill-opacity=".85"/>`,
    bars(48, 50, [48, 40, 50, 30], '#475569'),
    `<rect x="48" y="84" width="22" height="9" rx="4.5" fill="${TEAL}" fill-opacity=".2"/><rect x="52" y="87.5" width="14" height="2" rx="1" fill="${TEAL}"/>`,
    `<rect x="88" y="84" width="9" height="9" rx="2" fill="none" stroke="${TEAL}" stroke-width="1.3"/><path d="M90 88.5l2 2 4-4" stroke="${TEAL}" stroke-width="1.4" fill="none"/></g>`,
    `<path d="M116 82c10 0 16-8 20-22" fill="none" stroke="${TEAL}" stroke-width="1.2" stroke-dasharray="2 3" stroke-opacity=".7"/>`,
    `<g filter="url(#neon)"><path d="M134 58a12 12 0 0 1 3-23 16 16 0 0 1 30-4 13 13 0 0 1 6 27z" fill="${INK_SOFT}" stroke="${TEAL}" stroke-width="2" stroke-linejoin="round"/>`,
    `<path d="M146 44a9 9 0 0 1 15-4m2 6a9 9 0 0 1-15 4" fill="none" stroke="${hue}" stroke-width="1.8" stroke-linecap="round"/><path d="M161 35v5h-5m-8 10v-5h5" fill="none" stroke="${hue}" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/></g>`,
  ]
  return frame({ hue, gx: 160, gy: 40 }, body.join(''))
}

/** A browser window showing a simple personal page, with a pointer. */
export function firstPortfolio(hue = '#60a5fa') {
  const body = [
    `<rect x="24" y="14" width="152" height="98" rx="7" fill="${INK_SOFT}" stroke="#334155" stroke-width="1.4"/>`,
    `<path d="M24 28h152" stroke="#334155"/>`,
    ['#fb7185', '#fbbf24', TEAL]
      .map((c, i) => `<circle cx="${33 + i * 7}" cy="21" r="2.2" fill="${c}"/>`)
      .join(''),
    `<rect x="58" y="17.5" width="90" height="7" rx="3.5" fill="${INK}"/>`,
    `<circle cx="52" cy="50" r="13" fill="${hue}" fill-opacity=".25" stroke="${hue}" stroke-width="1.6"/><circle cx="52" cy="46" r="4.5" fill="${hue}"/><path d="M43 58a9 8 0 0 1 18 0" fill="${hue}"/>`,
    `<rect x="74" y="40" width="58" height="6" rx="3" fill="${TEAL}"/>`,
    bars(74, 52, [80, 64], '#475569', 6),
    [0, 1, 2]
      .map(
        (i) =>
          `<rect x="${36 + i * 44}" y="74" width="38" height="28" rx="4" fill="${INK}" stroke="${i === 1 ? hue : LINE}"/><rect x="${41 + i * 44}" y="80" width="20" height="3" rx="1.5" fill="${i === 1 ? hue : '#475569'}"/>${bars(41 + i * 44, 88, [28, 22], LINE, 6)}`,
      )
      .join(''),
    `<path d="M126 84l0 20 5-5 4 9 4-2-4-9h7z" fill="#f8fafc" stroke="${INK}" stroke-width="1.2" stroke-linejoin="round" filter="url(#neon)"/>`,
    `<text x="150" y="42" font-size="11" fill="${hue}" ${MONO}>&lt;/&gt;</text>`,
  ]
  return frame({ hue, gx: 30, gy: 110 }, body.join(''))
}

/** A globe with meridians, land masses and a map pin. */
export function countriesApp(hue = '#34d399') {
  const [cx, cy, r] = [96, 64, 46]
  const parallels = [-30, -15, 0, 15, 30]
    .map((dy) => {
      const w = Math.sqrt(r * r - dy * dy)
      return `<line x1="${r1(cx - w)}" y1="${cy + dy}" x2="${r1(cx + w)}" y2="${cy + dy}"/>`
    })
    .join('')
  const body = [
    `<defs><clipPath id="globe"><circle cx="${cx}" cy="${cy}" r="${r}"/></clipPath><radialGradient id="sea" cx=".35" cy=".3"><stop offset="0" stop-color="#16325c"/><stop offset="1" stop-color="${INK}"/></radialGradient></defs>`,
    `<ellipse cx="${cx}" cy="${cy}" rx="74" ry="16" fill="none" stroke="${TEAL}" stroke-opacity=".35" stroke-dasharray="3 3" transform="rotate(-18 ${cx} ${cy})"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#sea)"/>`,
    `<g clip-path="url(#globe)" fill="${hue}" fill-opacity=".75">`,
    '<path d="M58 34c8-8 22-6 26 2s-2 12 4 18-4 14-12 12-6 10-14 8-8-16-12-20 0-14 8-20z"/>',
    '<path d="M104 26c10-4 26 0 30 10s-6 8-4 16-10 6-14 2-12 0-14-8 0-16 2-20z"/>',
    '<path d="M112 74c8-2 14 6 12 14s-8 16-14 14-4-10-6-16 2-11 8-12z"/><path d="M70 92c6-2 12 2 10 8s-10 6-14 2z"/></g>',
    `<g fill="none" stroke="${TEAL}" stroke-opacity=".45" stroke-width=".9" clip-path="url(#globe)">${parallels}`,
    [16, 32].map((rx) => `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${r}"/>`).join(''),
    `<line x1="${cx}" y1="${cy - r}" x2="${cx}" y2="${cy + r}"/></g>`,
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${TEAL}" stroke-width="1.8"/>`,
    `<g filter="url(#neon)"><path d="M128 52c-9-12-14-18-14-25a14 14 0 0 1 28 0c0 7-5 13-14 25z" fill="#fb7185"/><circle cx="128" cy="27" r="5" fill="${INK}"/></g>`,
    `<ellipse cx="128" cy="54" rx="6" ry="2" fill="#fb7185" fill-opacity=".4"/>`,
  ]
  return frame({ hue, gx: 160, gy: 100 }, body.join(''))
}
