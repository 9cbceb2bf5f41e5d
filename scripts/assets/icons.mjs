// Site icons from the "AQ" monogram (scripts/assets/lib/monogram.mjs):
//   public/favicon.svg, public/icons/icon-192.png, icon-512.png, maskable-512.png
//   (letters inside the central safe zone, full-bleed background) and
//   public/apple-touch-icon.png (180 x 180, opaque square; iOS rounds the corners itself).
//
// Run from the repository root:  node scripts/assets/icons.mjs
// Needs playwright-core and a system Chromium (/usr/bin/chromium, or set CHROME_PATH).
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { launchBrowser, renderPng } from './lib/browser.mjs'
import { ROOT } from './lib/content.mjs'
import { monogramSvg } from './lib/monogram.mjs'

/** @param {string} name */
const out = (name) => join(ROOT, 'public', name)

/** @type {[file: string, px: number, { shape: 'rounded' | 'square', inset?: number }][]} */
const PNGS = [
  ['icons/icon-192.png', 192, { shape: 'rounded' }],
  ['icons/icon-512.png', 512, { shape: 'rounded' }],
  // Maskable: the safe zone is a centred circle of 80% diameter; keep the letters well inside.
  ['icons/maskable-512.png', 512, { shape: 'square', inset: 0.66 }],
  ['apple-touch-icon.png', 180, { shape: 'square', inset: 0.86 }],
]

mkdirSync(out('icons'), { recursive: true })
writeFileSync(out('favicon.svg'), `${monogramSvg()}\n`)
console.log('favicon.svg')

const browser = await launchBrowser()
try {
  for (const [name, px, options] of PNGS) {
    const png = await renderPng(browser, monogramSvg(options), {
      width: px,
      height: px,
      transparent: options.shape === 'rounded',
    })
    writeFileSync(out(name), png)
    console.log(`${name} ${px}x${px} ${(png.length / 1024).toFixed(1)} KB`)
  }
} finally {
  await browser.close()
}
