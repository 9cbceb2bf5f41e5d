// The 404 illustration, public/404.svg: a lost astronaut drifting past a planet, its tether
// unplugged. Hand-drawn SVG in the site's dark palette, viewBox-based, with a <title>,
// checked to stay under 6 KB. Pure Node, no browser needed.
//
// Run from the repository root:  node scripts/assets/not-found.mjs
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { colors } from '../../src/theme.mjs'
import { ROOT } from '../lib/content.mjs'

const MAX_BYTES = 6 * 1024
const [TEAL, VIOLET, SUIT, SHADE, INK, LINE] = [
  colors.accent,
  '#a78bfa',
  '#e2e8f0',
  '#94a3b8',
  colors.ink,
  '#334155',
]

/** @type {(x: number, y: number, s: number, c: string) => string} */
const sparkle = (x, y, s, c) =>
  `<path transform="translate(${x} ${y}) scale(${s})" d="M0-6L1.5-1.5 6 0 1.5 1.5 0 6-1.5 1.5-6 0-1.5-1.5z" fill="${c}"/>`
const stars = [
  [22, 30, 1.2],
  [70, 18, 0.8],
  [292, 26, 1.4],
  [250, 64, 0.8],
  [34, 150, 1],
  [118, 212, 0.9],
  [206, 20, 1],
  [300, 120, 0.9],
  [10, 96, 0.7],
  [230, 226, 0.8],
]
  .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}"/>`)
  .join('')

const planet = `<g transform="translate(268 186)">
<circle r="28" fill="${VIOLET}" fill-opacity=".85"/>
<circle cx="-9" cy="-8" r="6" fill="${INK}" fill-opacity=".25"/><circle cx="10" cy="9" r="4" fill="${INK}" fill-opacity=".25"/><circle cx="-4" cy="14" r="2.5" fill="${INK}" fill-opacity=".25"/>
<ellipse rx="48" ry="10" fill="none" stroke="#c4b5fd" stroke-width="3" transform="rotate(-18)"/>
<path d="M-28 1a28 28 0 0 0 56-2" fill="${VIOLET}" fill-opacity=".85" transform="rotate(-18)"/>
</g>`

// Tether from the backpack, ending in a plug with no socket and a few sparks.
const tether = `<path d="M118 138c-24 14-28 40-52 36s-18-30-32-22" fill="none" stroke="${SHADE}" stroke-width="2.5" stroke-linecap="round"/>
<g transform="translate(34 152) rotate(-30)"><rect x="-14" y="-6" width="14" height="12" rx="3" fill="${SHADE}"/><path d="M-14-3h-6M-14 3h-6" stroke="${SHADE}" stroke-width="2.2" stroke-linecap="round"/></g>
<path d="M11 158l-6-3m6 13l-5 5m12-3v7" stroke="${TEAL}" stroke-width="2" stroke-linecap="round"/>`

const astronaut = `<g transform="translate(160 116) rotate(-14)" stroke-linecap="round">
<rect x="-31" y="-12" width="62" height="54" rx="13" fill="${SHADE}"/>
<path d="M-12 42v20M13 42l7 19" stroke="${SUIT}" stroke-width="16"/>
<path d="M-12 60v4M20 59l1.5 3.5" stroke="${LINE}" stroke-width="16"/>
<rect x="-25" y="-6" width="50" height="52" rx="18" fill="${SUIT}"/>
<rect x="-12" y="12" width="24" height="14" rx="3" fill="#cbd5e1"/>
<circle cx="-6" cy="19" r="2.2" fill="${TEAL}"/><circle cx="0" cy="19" r="2.2" fill="#fb7185"/><circle cx="6" cy="19" r="2.2" fill="#fbbf24"/>
<path d="M-22 6q-20 6-27-12M22 4q22-2 27-24" fill="none" stroke="${SUIT}" stroke-width="13"/>
<circle cx="-50" cy="-8" r="7.5" fill="#cbd5e1"/><circle cx="50" cy="-22" r="7.5" fill="#cbd5e1"/>
<path d="M18-52l6-14" stroke="${SHADE}" stroke-width="2.5"/><circle cx="24.5" cy="-67" r="4" fill="${TEAL}"/>
<circle cy="-28" r="31" fill="${SUIT}"/>
<rect x="-22" y="-44" width="44" height="34" rx="15" fill="${INK}" stroke="${LINE}" stroke-width="2"/>
<path d="M-13-33q6-7 16-6" fill="none" stroke="${TEAL}" stroke-width="3" stroke-opacity=".85"/><circle cx="9" cy="-37" r="1.8" fill="${TEAL}"/>
<path d="M-10-20q10 5 20 0" fill="none" stroke="${TEAL}" stroke-width="2" stroke-opacity=".5"/>
</g>`

// A question mark drawn as a stroke, so it needs no font.
const question = `<g transform="translate(226 60) rotate(12)" fill="none" stroke="${TEAL}" stroke-width="4.5" stroke-linecap="round">
<path d="M-8-8a8 8 0 1 1 11 7.4c-2.6 1.2-3 3-3 6"/><path d="M0 14v.5"/></g>`

const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240" role="img" aria-labelledby="t">
<title id="t">A lost astronaut drifting through space, holding an unplugged tether</title>
<circle cx="160" cy="120" r="108" fill="${colors.inkSoft}"/>
<circle cx="160" cy="120" r="108" fill="none" stroke="${colors.line}" stroke-width="2" stroke-dasharray="2 8" stroke-linecap="round"/>
<g fill="${SHADE}" fill-opacity=".7">${stars}</g>
${sparkle(58, 62, 1, TEAL)}${sparkle(270, 96, 0.8, VIOLET)}${sparkle(96, 196, 0.7, TEAL)}${sparkle(190, 212, 0.6, '#fbbf24')}
${planet}
${tether}
${astronaut}
${question}
</svg>
`

if (!svg.includes('<title')) throw new Error('404.svg needs a <title>')
const bytes = Buffer.byteLength(svg)
if (bytes > MAX_BYTES) throw new Error(`404.svg is ${bytes} bytes (limit ${MAX_BYTES})`)
writeFileSync(join(ROOT, 'public/404.svg'), svg)
console.log(`404.svg ${(bytes / 1024).toFixed(1)} KB`)
