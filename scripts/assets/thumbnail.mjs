// A project's own thumbnail from a screenshot: the four files the Projects page asks for
// (public/thumbnails/<slug>-200 and -400, WebP and JPEG), cut to the 16:10 slot and each
// encoded at the highest quality that fits the byte budget.
//
// Run from the repository root:  npm run thumbnail -- <slug> <image.png|.jpg>
// Chromium decodes, scales and encodes (its canvas), as for the drawn thumbnails.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { imageSize } from 'image-size'
import { drawPlan, launchBrowser } from '../lib/browser.mjs'
import { loadContent } from '../lib/content.mjs'
import { coverPlan } from '../lib/image-fit.mjs'
import { THUMBNAIL_MAX_BYTES } from '../lib/thumbnails/spec.mjs'
import { writeThumbnail } from '../lib/thumbnails/write.mjs'

const USAGE = 'usage: npm run thumbnail -- <slug> <image.png|.jpg>'
/** Screenshots hold text and fine lines: they may need a lower quality than the drawings. */
const LOWEST = 10
const DECODABLE = { png: 'image/png', jpg: 'image/jpeg' }

/** An owner's mistake: said on one line, without a stack trace. */
class Stop extends Error {}

/** @param {string[]} args */
async function main([slug, image, ...extra]) {
  if (!slug || !image || extra.length) throw new Stop(USAGE)
  if (!existsSync(image) || !statSync(image).isFile()) throw new Stop(`${image}: no such file`)
  const bytes = readFileSync(image)
  /** @type {{ type?: string, width?: number, height?: number, orientation?: number }} */
  let found = {}
  try {
    found = imageSize(bytes)
  } catch {}
  const { type, width, height, orientation = 1 } = found
  const mime = DECODABLE[/** @type {keyof typeof DECODABLE} */ (type)]
  if (!mime || !width || !height)
    throw new Stop(`${image}: not a PNG or JPEG image${type ? ` (it is ${type})` : ''}`)
  // A photo turned by its EXIF orientation (5 to 8) is drawn turned: its sides swap.
  const size = orientation >= 5 ? { width: height, height: width } : { width, height }

  const { projects } = await loadContent()
  const slugs = /** @type {string[]} */ (projects.map((p) => p.slug))
  if (!slugs.includes(slug))
    throw new Stop(
      `no project has the slug "${slug}" in src/content/projects.ts (its slugs: ${slugs.join(', ')})`,
    )

  const browser = await launchBrowser()
  try {
    const written = await writeThumbnail(
      browser,
      slug,
      (slot) => drawPlan(browser, bytes, mime, coverPlan(size.width, size.height, slot)),
      LOWEST,
    )
    const lines = written.map(
      (f) =>
        `${f.path}  ${f.width}x${f.height}  ${(f.bytes / 1024).toFixed(1)} KB  quality ${f.quality}%`,
    )
    console.log(lines.join('\n'))
    console.log(
      `From ${image} (${size.width}x${size.height}). Each file is at most ${THUMBNAIL_MAX_BYTES / 1024} KB; \`npm run build\` checks them.`,
    )
  } finally {
    await browser.close()
  }
}

try {
  await main(process.argv.slice(2))
} catch (error) {
  const { message } = /** @type {Error} */ (error)
  console.error(error instanceof Stop ? message : `thumbnail: ${message.split('\n')[0]}`)
  process.exit(1)
}
