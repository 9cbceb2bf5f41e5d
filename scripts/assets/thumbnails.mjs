// Project thumbnails: draws each project's SVG (scripts/lib/thumbnails/art/) and writes
// public/thumbnails/<slug>-200 and -400 (2x) as WebP and JPEG, each at most 15 KB.
// A project without a drawing here is left alone: its owner's own files (npm run thumbnail)
// or, without any, the picture the build draws from its title.
//
// Run from the repository root:  node scripts/assets/thumbnails.mjs
// Needs only the installed dev dependencies (vite, playwright-core) and a system Chromium
// (/usr/bin/chromium, or set CHROME_PATH); WebP and JPEG come from Chromium's own encoders.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { encodeUnder, launchBrowser, renderPng } from '../lib/browser.mjs'
import { loadContent, ROOT } from '../lib/content.mjs'
import { H, W } from '../lib/thumbnails/art/frame.mjs'
import { thumbnailArt } from '../lib/thumbnails/art/index.mjs'
import { THUMBNAIL_FORMATS, THUMBNAIL_MAX_BYTES } from '../lib/thumbnails/spec.mjs'

const OUT = join(ROOT, 'public/thumbnails')

const content = await loadContent()
const projects = content.projects.filter((p) => thumbnailArt[p.slug])
const skipped = content.projects.filter((p) => !thumbnailArt[p.slug]).map((p) => p.slug)
if (skipped.length) console.log(`No drawing, left alone: ${skipped.join(', ')}`)

mkdirSync(OUT, { recursive: true })
const browser = await launchBrowser()
try {
  for (const { slug } of projects) {
    const svg = thumbnailArt[slug]()
    const sizes = []
    for (const scale of [1, 2]) {
      const png = await renderPng(browser, svg, { width: W, height: H, scale })
      for (const [ext, mime] of THUMBNAIL_FORMATS) {
        const { bytes, quality } = await encodeUnder(browser, png, mime, THUMBNAIL_MAX_BYTES)
        const name = `${slug}-${W * scale}.${ext}`
        writeFileSync(join(OUT, name), bytes)
        sizes.push(`${name} ${(bytes.length / 1024).toFixed(1)} KB (q${quality})`)
      }
    }
    console.log(sizes.join('  '))
  }
} finally {
  await browser.close()
}
console.log(`${projects.length * 4} thumbnails written to public/thumbnails, each <= 15 KB`)
