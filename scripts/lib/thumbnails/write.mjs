// Writes a project's four thumbnail files (spec.mjs) into public/thumbnails/: each width is
// drawn once, and its WebP and JPEG are encoded from the same pixels, each at the highest
// quality that fits the byte budget. Both thumbnail commands write through it: the drawings
// (scripts/assets/thumbnails.mjs) and an owner's screenshot (scripts/assets/thumbnail.mjs).
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { encodeUnder } from '../browser.mjs'
import { ROOT } from '../content.mjs'
import { THUMBNAIL_DIR, THUMBNAIL_MAX_BYTES, THUMBNAIL_WIDTHS, thumbnailFiles } from './spec.mjs'

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} slug
 * @param {(slot: { width: number, height: number }) => Promise<Buffer>} draw the PNG of a
 *   width's pixel size
 * @param {number} [lowest] the lowest quality to try, in percent (encodeUnder's unless told)
 * @returns {Promise<{ path: string, width: number, height: number, bytes: number, quality: number }[]>}
 *   each file written, its path from the repository's root
 */
export async function writeThumbnail(browser, slug, draw, lowest) {
  mkdirSync(join(ROOT, THUMBNAIL_DIR), { recursive: true })
  const files = thumbnailFiles(slug)
  const written = []
  for (const width of THUMBNAIL_WIDTHS) {
    const slot = files.filter((f) => f.width === width)
    const png = await draw(/** @type {{ width: number, height: number }} */ (slot[0]))
    for (const { name, mime, height } of slot) {
      const { bytes, quality } = await encodeUnder(browser, png, mime, THUMBNAIL_MAX_BYTES, lowest)
      const path = `${THUMBNAIL_DIR}/${name}`
      writeFileSync(join(ROOT, path), bytes)
      written.push({ path, width, height, bytes: bytes.length, quality })
    }
  }
  return written
}
