// The "AQ" monogram drawn as strokes, so it needs no font and looks the same everywhere.

import { colors } from '../../../src/theme.mjs'

export const TEAL = colors.accent
export const INK = colors.ink
export const INK_SOFT = colors.inkSoft

/** The two letters inside a 64-unit box, centred on (32, 32). */
export const LETTERS =
  '<path d="M9 46L19.5 18 30 46M13.2 36.5h12.6"/><ellipse cx="44" cy="32" rx="10.5" ry="14"/><path d="M46 38.5l8.5 8.5"/>'

/**
 * The monogram as SVG. `shape` 'rounded' draws a rounded tile on a transparent page;
 * 'square' fills the whole square (for platforms that apply their own mask).
 * `inset` shrinks the letters towards the centre, e.g. 0.62 for a maskable safe zone.
 * @param {{ shape?: 'rounded' | 'square', inset?: number, size?: number }} [options]
 */
export function monogramSvg({ shape = 'rounded', inset = 0.9, size } = {}) {
  const dims = size ? ` width="${size}" height="${size}"` : ''
  const tile =
    shape === 'rounded'
      ? `<rect x="1" y="1" width="62" height="62" rx="14" fill="${INK_SOFT}" stroke="${colors.line}" stroke-width="1.5"/>`
      : `<rect width="64" height="64" fill="${INK_SOFT}"/>`
  const t = (32 * (1 - inset)).toFixed(2)
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"${dims}><title>AQ</title>${tile}<g transform="translate(${t} ${t}) scale(${inset})" fill="none" stroke="${TEAL}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round">${LETTERS}</g></svg>`
}
