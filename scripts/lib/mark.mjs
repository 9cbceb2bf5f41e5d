// The owner's mark on the favicon, the app icons and the link picture: their own square image
// (`profile.image`) if they give one, else their initials (`profile.initials`, or the first
// letters of their name) as real text in DejaVu Sans Bold, teal on the site's ink tile.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { extname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { colors } from '../../src/theme.mjs'
import { ContentError } from './errors.mjs'

/** @typedef {import('../../src/content/types.ts').Profile} Profile */
/** @typedef {import('playwright-core').Browser} Browser */
/**
 * What the mark shows: the initials always (the icons' title), the image when given.
 * @typedef {{ initials: string,
 *   image: { path: string, type: string, sha256: string } | null }} Mark
 */
/**
 * Where the initials sit in the 64-unit box, measured in Chromium from the font itself.
 * @typedef {{ fontSize: number, x: number, y: number }} Fit
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const PROFILE = 'src/content/profile.ts'
const TYPES = /** @type {Record<string, string>} */ ({
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
})
/** The font of the initials: installed with Chromium on Debian (fonts-dejavu-core). */
export const FONT = "'DejaVu Sans', Verdana, 'Segoe UI', Arial, sans-serif"
/** The box the letters' ink fills at most, centred in the 64-unit tile (as the first, hand-drawn "AQ"). */
const BOX = { width: 50, height: 34 }

/**
 * The generated icons, from public/, with their pixel size and shape: 'rounded' is a tile on
 * a transparent page; 'square' fills the whole square, for platforms that apply their own mask.
 * `inset` shrinks the initials towards the centre (maskable: a safe zone of 80 % diameter).
 * @type {readonly [file: string, px: number, options: { shape: 'rounded' | 'square', inset?: number }][]}
 */
export const ICONS = [
  ['favicon.svg', 64, { shape: 'rounded' }],
  ['icons/icon-192.png', 192, { shape: 'rounded' }],
  ['icons/icon-512.png', 512, { shape: 'rounded' }],
  ['icons/maskable-512.png', 512, { shape: 'square', inset: 0.66 }],
  ['apple-touch-icon.png', 180, { shape: 'square', inset: 0.86 }],
]

/**
 * The initials shown: the profile's own, else the first letters of the name's first and last
 * words, capitalised ("Avery Quinn" → "AQ"). One to three letters fit the tile.
 * @param {Pick<Profile, 'name' | 'initials'>} profile
 */
export function initialsOf({ name, initials }) {
  const given = initials?.trim()
  const words = name.trim().split(/\s+/).filter(Boolean)
  const derived = [words[0], words.length > 1 ? words.at(-1) : undefined]
    .map((w) => (w ? [...w][0] : ''))
    .join('')
    .toUpperCase()
  const result = given ?? derived
  const count = [...result].length
  if (count < 1 || count > 3) {
    const what =
      given === undefined
        ? `name "${name}" gives no initials`
        : `initials "${given}" has ${count} letters`
    throw new ContentError(`${PROFILE}: profile.${what}; set profile.initials to 1 to 3 letters`)
  }
  return result
}

/**
 * The mark of a profile, its image checked and fingerprinted (its stamp follows the file).
 * @param {Pick<Profile, 'name' | 'initials' | 'image'>} profile
 * @returns {Mark}
 */
export function markOf(profile, root = ROOT) {
  const initials = initialsOf(profile)
  if (profile.image === undefined) return { initials, image: null }
  const given = profile.image.replace(/^\.?\//, '')
  // From the repository root, or from public/ as the site's own addresses are written.
  const isFile = (/** @type {string} */ p) =>
    existsSync(join(root, p)) && statSync(join(root, p)).isFile()
  const path = isFile(given) || !isFile(`public/${given}`) ? given : `public/${given}`
  const type = TYPES[extname(path).toLowerCase()]
  if (!type) {
    throw new ContentError(
      `${PROFILE}: profile.image "${profile.image}" is not a PNG, JPEG, WebP or SVG file; use one of those`,
    )
  }
  if (!isFile(path)) {
    throw new ContentError(
      `${PROFILE}: profile.image "${profile.image}" does not exist; put the picture there (the path starts at the repository root or at public/) or remove the field`,
    )
  }
  const sha256 = createHash('sha256')
    .update(readFileSync(join(root, path)))
    .digest('hex')
  return { initials, image: { path, type, sha256 } }
}

/**
 * The text a stamp of the icons hashes: everything they are drawn from.
 * @param {Pick<Profile, 'name' | 'initials' | 'image'>} profile
 */
export const markSource = (profile) => JSON.stringify({ mark: markOf(profile), colors })

/**
 * Measures the initials in Chromium (canvas metrics of the installed font) and scales them so
 * their ink fills the box, centred on the tile whatever letters they are.
 * @param {Browser} browser
 * @param {string} initials
 * @returns {Promise<Fit>}
 */
export async function fitInitials(browser, initials) {
  const page = await browser.newPage()
  try {
    await page.setContent(`<!doctype html><meta charset="utf-8"><canvas></canvas>`)
    const m = await page.evaluate(
      async ({ text, font }) => {
        // Runs in the page; the scripts' type program has no DOM library.
        const document = /** @type {any} */ (globalThis).document
        await document.fonts.load(`700 100px ${font}`, text)
        const ctx = document.querySelector('canvas')?.getContext('2d')
        ctx.font = `700 100px ${font}`
        const t = ctx.measureText(text)
        return {
          width: t.width,
          left: t.actualBoundingBoxLeft,
          right: t.actualBoundingBoxRight,
          ascent: t.actualBoundingBoxAscent,
          descent: t.actualBoundingBoxDescent,
        }
      },
      { text: initials, font: FONT },
    )
    const s = Math.min(BOX.width / (m.left + m.right), BOX.height / (m.ascent + m.descent))
    // Anchored in the middle of the advance, shifted so the ink (not the advance) is centred.
    const x = 32 + (m.width / 2 - (m.right - m.left) / 2) * s
    const y = 32 + ((m.ascent - m.descent) / 2) * s
    const round = (/** @type {number} */ n) => Math.round(n * 100) / 100
    return { fontSize: round(100 * s), x: round(x), y: round(y) }
  } finally {
    await page.close()
  }
}

/** @param {string} s */
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')

/**
 * The image as a data: address, to embed it in an SVG drawing or an HTML page.
 * @param {NonNullable<Mark['image']>} image
 */
export const imageDataUrl = (image, root = ROOT) =>
  `data:${image.type};base64,${readFileSync(join(root, image.path)).toString('base64')}`

/**
 * The mark as SVG in a 64-unit box: the image cropped to the tile, or the initials as text.
 * @param {Mark} mark
 * @param {Fit} fit
 * @param {{ shape?: 'rounded' | 'square', inset?: number, size?: number }} [options]
 * @param {string} [root] the folder the image's path starts from: the repository
 */
export function markSvg(mark, fit, { shape = 'rounded', inset = 0.9, size } = {}, root = ROOT) {
  const dims = size ? ` width="${size}" height="${size}"` : ''
  const rounded = shape === 'rounded'
  const tile = rounded
    ? `<rect x="1" y="1" width="62" height="62" rx="14" fill="${colors.inkSoft}"/>`
    : `<rect width="64" height="64" fill="${colors.inkSoft}"/>`
  const border = rounded
    ? `<rect x="1" y="1" width="62" height="62" rx="14" fill="none" stroke="${colors.line}" stroke-width="1.5"/>`
    : ''
  let inside
  if (mark.image) {
    const clip = rounded
      ? '<clipPath id="tile"><rect x="1" y="1" width="62" height="62" rx="14"/></clipPath>'
      : ''
    inside = `${clip}<image href="${imageDataUrl(mark.image, root)}" width="64" height="64" preserveAspectRatio="xMidYMid slice"${rounded ? ' clip-path="url(#tile)"' : ''}/>`
  } else {
    const t = (32 * (1 - inset)).toFixed(2)
    inside = `<g transform="translate(${t} ${t}) scale(${inset})"><text x="${fit.x}" y="${fit.y}" text-anchor="middle" font-family="${esc(FONT)}" font-weight="700" font-size="${fit.fontSize}" fill="${colors.accent}">${esc(mark.initials)}</text></g>`
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"${dims}><title>${esc(mark.initials)}</title>${tile}${inside}${border}</svg>`
}
