// Thumbnails of the data and machine-learning projects: plots drawn from seeded data.
import { seededRandom } from '../../random.mjs'
import { frame, gauss, INK_SOFT, LINE, MUTED, r1, TEAL, TEXT } from './frame.mjs'

const MONO = `font-family="DejaVu Sans Mono, monospace"`
/** @type {(x: number, y: number, r: number, fill: string, extra?: string) => string} */
const dot = (x, y, r, fill, extra = '') =>
  `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r}" fill="${fill}"${extra}/>`

/** Layers of neurons with weighted edges, teal for positive and violet for negative. */
export function neuralNetwork(hue = '#a78bfa') {
  const rand = seededRandom(7)
  const sizes = [3, 5, 5, 2]
  const layers = sizes.map((n, i) =>
    Array.from({ length: n }, (_, j) => [30 + i * 47, 62.5 + (j - (n - 1) / 2) * 20]),
  )
  let edges = ''
  for (let i = 0; i < layers.length - 1; i++)
    for (const [x1, y1] of layers[i])
      for (const [x2, y2] of layers[i + 1]) {
        const w = rand() * 2 - 1
        const c = w > 0 ? TEAL : hue
        edges += `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${c}" stroke-opacity="${r1(0.12 + Math.abs(w) * 0.6)}" stroke-width="${r1(0.4 + Math.abs(w) * 1.3)}"/>`
      }
  const nodes = layers
    .flatMap((layer, i) =>
      layer.map(([x, y], j) => {
        const on = i === 3 ? j === 0 : rand() > 0.35
        const c = i === 0 ? hue : TEAL
        const glow = on && i === 3 ? ' filter="url(#neon)"' : ''
        return `<circle cx="${x}" cy="${y}" r="6" fill="${INK_SOFT}" stroke="${c}" stroke-width="1.4"${glow}/>${dot(x, y, 3.2, c, ` fill-opacity="${on ? 0.95 : 0.25}"`)}`
      }),
    )
    .join('')
  return frame({ hue, gx: 30, gy: 20 }, edges + nodes)
}

/** Two classes of points on either side of a sigmoid-shaped decision boundary. */
export function logisticRegression(hue = '#fb7185') {
  const rand = seededRandom(11)
  /** @param {number} x */
  const f = (x) => 112 - 100 / (1 + Math.exp(-(x - 100) / 17))
  const curve = Array.from({ length: 41 }, (_, i) => `${i * 5},${r1(f(i * 5))}`).join(' ')
  const above = `<polygon points="0,0 200,0 ${curve.split(' ').reverse().join(' ')}" fill="${hue}" fill-opacity=".09"/>`
  const below = `<polygon points="${curve} 200,125 0,125" fill="${TEAL}" fill-opacity=".07"/>`
  let pts = ''
  for (let i = 0; i < 22; i++) {
    const [ax, ay] = [52 + gauss(rand) * 15, 44 + gauss(rand) * 12]
    const [bx, by] = [148 + gauss(rand) * 15, 84 + gauss(rand) * 12]
    pts += `<path d="M${r1(ax - 2.6)} ${r1(ay - 2.6)}l5.2 5.2m0-5.2l-5.2 5.2" stroke="${hue}" stroke-width="1.6" stroke-linecap="round"/>`
    pts += dot(bx, by, 2.7, 'none', ` stroke="${TEAL}" stroke-width="1.5"`)
  }
  const line = `<polyline points="${curve}" fill="none" stroke="#e2e8f0" stroke-width="1.8" filter="url(#neon)"/>`
  return frame({ hue, gx: 40, gy: 25 }, above + below + pts + line)
}

/** A bell curve over simulated sample bars with amber rejection tails. */
export function hypothesisTesting(hue = '#fbbf24') {
  const rand = seededRandom(5)
  const [mu, sd, base, peak] = [100, 29, 106, 80]
  /** @param {number} x */
  const pdf = (x) => base - peak * Math.exp(-(((x - mu) / sd) ** 2) / 2)
  /** @type {(a: number, b: number) => string[]} */
  const pts = (a, b) =>
    Array.from({ length: 31 }, (_, i) => a + ((b - a) * i) / 30).map(
      (x) => `${r1(x)},${r1(pdf(x))}`,
    )
  const [lo, hi] = [mu - 1.96 * sd, mu + 1.96 * sd]
  let bars = ''
  for (let x = 14; x < 186; x += 8) {
    const y = Math.min(base - 2, pdf(x + 4) + gauss(rand) * 4)
    bars += `<rect x="${x + 1}" y="${r1(y)}" width="6" height="${r1(base - y)}" rx="1" fill="${LINE}"/>`
  }
  const body = [
    bars,
    `<polygon points="${pts(10, 190).join(' ')} 190,${base} 10,${base}" fill="${TEAL}" fill-opacity=".1"/>`,
    `<polygon points="10,${base} ${pts(10, lo).join(' ')} ${r1(lo)},${base}" fill="${hue}" fill-opacity=".75"/>`,
    `<polygon points="${r1(hi)},${base} ${pts(hi, 190).join(' ')} 190,${base}" fill="${hue}" fill-opacity=".75"/>`,
    `<polyline points="${pts(10, 190).join(' ')}" fill="none" stroke="${TEAL}" stroke-width="2" filter="url(#neon)"/>`,
    `<line x1="8" y1="${base}" x2="192" y2="${base}" stroke="${MUTED}" stroke-width="1"/>`,
    `<g stroke="${hue}" stroke-width="1" stroke-dasharray="3 2"><line x1="${r1(lo)}" y1="30" x2="${r1(lo)}" y2="${base}"/><line x1="${r1(hi)}" y1="30" x2="${r1(hi)}" y2="${base}"/></g>`,
    `<line x1="100" y1="22" x2="100" y2="${base}" stroke="${TEAL}" stroke-opacity=".5" stroke-width="1"/>`,
    `<text x="${r1(hi) + 4}" y="40" fill="${hue}" font-size="9" ${MONO}>p&lt;.05</text>`,
    `<text x="14" y="40" fill="${TEXT}" font-size="9" ${MONO}>H₀</text>`,
  ]
  return frame({ hue, gx: 170, gy: 100 }, body.join(''))
}

/** Scatter points, their least-squares line and dashed residual bars. */
export function linearRegression(hue = '#a3e635') {
  const rand = seededRandom(3)
  const xs = Array.from({ length: 13 }, (_, i) => 30 + i * 12.5 + gauss(rand) * 2)
  const ys = xs.map((x) => 100 - 0.45 * (x - 30) + gauss(rand) * 11)
  const mx = xs.reduce((a, b) => a + b) / xs.length
  const my = ys.reduce((a, b) => a + b) / ys.length
  const b =
    xs.reduce((s, x, i) => s + (x - mx) * (ys[i] - my), 0) /
    xs.reduce((s, x) => s + (x - mx) ** 2, 0)
  /** @param {number} x */
  const lineAt = (x) => my + b * (x - mx)
  const ssr = ys.reduce((s, y, i) => s + (y - lineAt(xs[i])) ** 2, 0)
  const sst = ys.reduce((s, y) => s + (y - my) ** 2, 0)
  const resid = xs
    .map((x, i) => `<line x1="${r1(x)}" y1="${r1(ys[i])}" x2="${r1(x)}" y2="${r1(lineAt(x))}"/>`)
    .join('')
  const body = [
    `<path d="M18 12V110H192" fill="none" stroke="${MUTED}" stroke-width="1.2" stroke-linecap="round"/>`,
    `<g stroke="${hue}" stroke-width="1.3" stroke-dasharray="2 1.5" stroke-opacity=".85">${resid}</g>`,
    `<line x1="22" y1="${r1(lineAt(22))}" x2="190" y2="${r1(lineAt(190))}" stroke="${TEAL}" stroke-width="2.2" stroke-linecap="round" filter="url(#neon)"/>`,
    xs.map((x, i) => dot(x, ys[i], 3, INK_SOFT, ` stroke="#e2e8f0" stroke-width="1.4"`)).join(''),
    `<text x="28" y="22" fill="${hue}" font-size="10" ${MONO}>R²=${(1 - ssr / sst).toFixed(2)}</text>`,
  ]
  return frame({ hue, gx: 150, gy: 20 }, body.join(''))
}

/** Three clusters tied to their centroids by faint assignment lines. */
export function kmeans(hue = '#f472b6') {
  const rand = seededRandom(19)
  /** @type {[x: number, y: number, colour: string][]} */
  const centres = [
    [55, 45, TEAL],
    [145, 36, hue],
    [112, 96, '#fbbf24'],
  ]
  let links = ''
  let pts = ''
  for (const [cx, cy, c] of centres)
    for (let i = 0; i < 18; i++) {
      const [x, y] = [cx + gauss(rand) * 16, cy + gauss(rand) * 11]
      links += `<line x1="${cx}" y1="${cy}" x2="${r1(x)}" y2="${r1(y)}" stroke="${c}" stroke-opacity=".22" stroke-width=".8"/>`
      pts += dot(x, y, 2.6, c, ' fill-opacity=".9"')
    }
  const marks = centres
    .map(
      ([x, y, c]) =>
        `<g stroke="${c}" stroke-width="1.6" filter="url(#neon)"><circle cx="${x}" cy="${y}" r="7" fill="${INK_SOFT}"/><path d="M${x - 3.5} ${y - 3.5}l7 7m0-7l-7 7" stroke="#f8fafc"/></g>`,
    )
    .join('')
  return frame({ hue, gx: 150, gy: 30 }, links + pts + marks)
}

/** Rising candlesticks and a dashed forecast inside a widening confidence cone. */
export function stockChart(hue = '#f43f5e') {
  const rand = seededRandom(23)
  let price = 104
  let candles = ''
  for (let i = 0; i < 15; i++) {
    const x = 16 + i * 8
    const open = price
    price = 100 - i * 3.3 + gauss(rand) * 4.5
    const [top, bot] = [Math.min(open, price), Math.max(open, price)]
    const c = price < open ? TEAL : hue
    candles += `<line x1="${x}" y1="${r1(top - 2 - rand() * 5)}" x2="${x}" y2="${r1(bot + 2 + rand() * 5)}" stroke="${c}" stroke-width="1"/>`
    candles += `<rect x="${x - 2.5}" y="${r1(top)}" width="5" height="${r1(Math.max(1.5, bot - top))}" rx=".8" fill="${c}"/>`
  }
  const x0 = 16 + 14 * 8
  const y0 = r1(price)
  const body = [
    `<g stroke="${LINE}" stroke-width="1">${[30, 55, 80, 105].map((y) => `<line x1="8" y1="${y}" x2="192" y2="${y}"/>`).join('')}</g>`,
    candles,
    `<polygon points="${x0},${y0} 190,${y0 - 40} 190,${y0 + 4}" fill="${TEAL}" fill-opacity=".13"/>`,
    `<line x1="${x0 + 4}" y1="10" x2="${x0 + 4}" y2="115" stroke="${MUTED}" stroke-dasharray="2 2"/>`,
    `<path d="M${x0} ${y0}L187 ${y0 - 19}" stroke="${TEAL}" stroke-width="2" stroke-dasharray="4 3" filter="url(#neon)"/>`,
    dot(187, y0 - 19, 3, TEAL, ' filter="url(#neon)"'),
  ]
  return frame({ hue, gx: 40, gy: 110 }, body.join(''))
}
