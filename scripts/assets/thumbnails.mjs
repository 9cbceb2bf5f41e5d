// Project thumbnails: draws each project's SVG (scripts/lib/thumbnails/art/) and writes
// public/thumbnails/<slug>-200 and -400 (2x) as WebP and JPEG, each at most 15 KB.
// A project without a drawing here is left alone: its owner's own files (npm run thumbnail)
// or, without any, the picture the build draws from its title.
//
// Run from the repository root:  node scripts/assets/thumbnails.mjs
// Needs only the installed dev dependencies (vite, playwright-core) and a system Chromium
// (/usr/bin/chromium, or set CHROME_PATH); WebP and JPEG come from Chromium's own encoders.
import { launchBrowser, renderPng } from '../lib/browser.mjs'
import { loadContent } from '../lib/content.mjs'
import { H, W } from '../lib/thumbnails/art/frame.mjs'
import { thumbnailArt } from '../lib/thumbnails/art/index.mjs'
import { THUMBNAIL_DIR, THUMBNAIL_MAX_BYTES } from '../lib/thumbnails/spec.mjs'
import { writeThumbnail } from '../lib/thumbnails/write.mjs'

const content = await loadContent()
const projects = content.projects.filter((p) => thumbnailArt[p.slug])
const skipped = content.projects.filter((p) => !thumbnailArt[p.slug]).map((p) => p.slug)
if (skipped.length) console.log(`No drawing, left alone: ${skipped.join(', ')}`)

const browser = await launchBrowser()
try {
  for (const { slug } of projects) {
    const svg = thumbnailArt[slug]()
    // The drawing is W x H; each width is the same drawing at a larger scale.
    const written = await writeThumbnail(browser, slug, ({ width }) =>
      renderPng(browser, svg, { width: W, height: H, scale: width / W }),
    )
    const sizes = written.map(
      (f) =>
        `${f.path.slice(THUMBNAIL_DIR.length + 1)} ${(f.bytes / 1024).toFixed(1)} KB (q${f.quality})`,
    )
    console.log(sizes.join('  '))
  }
} finally {
  await browser.close()
}
console.log(
  `${projects.length * 4} thumbnails written to ${THUMBNAIL_DIR}, each <= ${THUMBNAIL_MAX_BYTES / 1024} KB`,
)
