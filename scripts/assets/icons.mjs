// Site icons from the owner's mark (scripts/lib/mark.mjs: their image, else their
// initials): public/favicon.svg, public/icons/icon-192.png, icon-512.png, maskable-512.png
// (initials inside the central safe zone, full-bleed background) and
// public/apple-touch-icon.png (180 x 180, opaque square; iOS rounds the corners itself).
// Records a stamp of the mark (initials, image, colours) per file in scripts/assets/stamps.json.
//
// Run from the repository root:  node scripts/assets/icons.mjs  (or all assets: npm run assets)
// Needs playwright-core and a system Chromium (/usr/bin/chromium, or set CHROME_PATH).
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { launchBrowser, renderPng } from '../lib/browser.mjs'
import { loadContent, ROOT } from '../lib/content.mjs'
import { runScript } from '../lib/errors.mjs'
import { fitInitials, ICONS, markOf, markSource, markSvg } from '../lib/mark.mjs'
import { writeStamp } from '../lib/sources.mjs'

/** @param {string} name */
const out = (name) => join(ROOT, 'public', name)

await runScript(async () => {
  const { profile } = await loadContent()
  const mark = markOf(profile)
  mkdirSync(out('icons'), { recursive: true })
  const browser = await launchBrowser()
  try {
    const fit = await fitInitials(browser, mark.initials)
    for (const [name, px, options] of ICONS) {
      const svg = markSvg(mark, fit, options)
      if (name.endsWith('.svg')) {
        // An image is embedded as a small PNG of the tile, not as the owner's whole file.
        const file = mark.image ? await imageFavicon(browser, svg, mark.initials) : svg
        writeFileSync(out(name), `${file}\n`)
        console.log(`${name} ${(file.length / 1024).toFixed(1)} KB`)
      } else {
        const png = await renderPng(browser, svg, {
          width: px,
          height: px,
          transparent: options.shape === 'rounded',
        })
        writeFileSync(out(name), png)
        console.log(`${name} ${px}x${px} ${(png.length / 1024).toFixed(1)} KB`)
      }
      writeStamp(`public/${name}`, markSource(profile))
    }
  } finally {
    await browser.close()
  }
})

/**
 * favicon.svg for an image mark: the tile rasterised at 64 px (a tab shows 16 to 32), in an SVG.
 * @param {import('playwright-core').Browser} browser
 * @param {string} svg
 * @param {string} title
 */
async function imageFavicon(browser, svg, title) {
  const png = await renderPng(browser, svg, { width: 64, height: 64, transparent: true })
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><title>${title.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</title><image href="data:image/png;base64,${png.toString('base64')}" width="64" height="64"/></svg>`
}
