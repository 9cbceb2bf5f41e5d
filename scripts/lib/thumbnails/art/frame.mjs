// Shared pieces of every project thumbnail: the 200 x 125 dark frame, the palette.

import { colors } from '../../../../src/theme.mjs'

export const W = 200
export const H = 125
export const TEAL = colors.accent
export const INK = colors.ink
export const INK_SOFT = colors.inkSoft
export const LINE = colors.line
export const MUTED = '#64748b'
export const TEXT = '#cbd5e1'

/**
 * A normally distributed sample (Box-Muller) from a uniform source.
 * @param {() => number} rand
 */
export function gauss(rand) {
  const u = 1 - rand()
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rand())
}

/** Rounds to one decimal so the SVG stays small. */
export const r1 = (/** @type {number} */ n) => Math.round(n * 10) / 10

/**
 * Wraps a drawing in the frame: ink gradient, dot grid, a glow of the project's hue at
 * (gx, gy) and a teal glow opposite. `neon` (a soft glow filter) is available to the body.
 * @param {{ hue: string, gx?: number, gy?: number }} glow
 * @param {string} body
 */
export function frame({ hue, gx = 160, gy = 20 }, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${INK_SOFT}"/><stop offset="1" stop-color="${INK}"/></linearGradient>
<radialGradient id="gh"><stop offset="0" stop-color="${hue}" stop-opacity=".3"/><stop offset="1" stop-color="${hue}" stop-opacity="0"/></radialGradient>
<radialGradient id="gt"><stop offset="0" stop-color="${TEAL}" stop-opacity=".16"/><stop offset="1" stop-color="${TEAL}" stop-opacity="0"/></radialGradient>
<pattern id="dots" width="10" height="10" patternUnits="userSpaceOnUse"><circle cx="5" cy="5" r=".55" fill="${LINE}"/></pattern>
<filter id="neon" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="1.6" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>
</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<rect width="${W}" height="${H}" fill="url(#dots)"/>
<circle cx="${gx}" cy="${gy}" r="95" fill="url(#gh)"/>
<circle cx="${W - gx}" cy="${H - gy}" r="85" fill="url(#gt)"/>
${body}
</svg>`
}
