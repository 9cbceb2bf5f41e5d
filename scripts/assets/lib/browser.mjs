// Headless system Chromium for the asset scripts: rasterise SVG/HTML, encode images, print PDF.
// Encoding uses the browser's own canvas encoders, so no image tool beyond Chromium is needed.

import { colors } from '../../../src/theme.mjs'
import { launchChromium } from '../../lib/chromium.mjs'

/** @typedef {import('playwright-core').Browser} Browser */
/** @typedef {import('playwright-core').Page} Page */

export const launchBrowser = () =>
  launchChromium([
    '--disable-background-networking',
    '--no-first-run',
    '--font-render-hinting=none',
  ])

/**
 * Wraps markup in a bare page whose body is exactly width x height CSS px.
 * @param {string} markup
 * @param {number} width
 * @param {number} height
 */
export function pageFor(markup, width, height, css = '') {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
    html,body{margin:0;padding:0;background:${colors.ink};overflow:hidden}
    body{width:${width}px;height:${height}px}
    body>svg{display:block;width:${width}px;height:${height}px}
    ${css}</style></head><body>${markup}</body></html>`
}

/**
 * Screenshots markup at a CSS size and pixel ratio; returns PNG bytes (alpha if transparent).
 * @param {Browser} browser
 * @param {string} markup
 * @param {{ width: number, height: number, scale?: number, css?: string,
 *   transparent?: boolean }} opts
 */
export async function renderPng(browser, markup, opts) {
  const { width, height, scale = 1, css = '', transparent = false } = opts
  const page = await browser.newPage({
    viewport: { width, height },
    deviceScaleFactor: scale,
  })
  try {
    const clear = transparent ? 'html,body{background:transparent}' : ''
    await page.setContent(pageFor(markup, width, height, css + clear), { waitUntil: 'load' })
    await page.evaluate(() => document.fonts.ready)
    const clip = { x: 0, y: 0, width, height }
    return await page.screenshot({ type: 'png', clip, omitBackground: transparent })
  } finally {
    await page.close()
  }
}

/**
 * Re-encodes PNG bytes with the browser's canvas encoder ('image/webp' or 'image/jpeg').
 * @param {Page} page
 * @param {Buffer} png
 * @param {string} mime
 * @param {number} quality
 */
async function encode(page, png, mime, quality) {
  const dataUrl = await page.evaluate(
    async ({ b64, mime, quality, background }) => {
      const img = new Image()
      img.src = `data:image/png;base64,${b64}`
      await img.decode()
      const canvas = document.createElement('canvas')
      canvas.width = img.naturalWidth
      canvas.height = img.naturalHeight
      const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'))
      ctx.fillStyle = background
      ctx.fillRect(0, 0, canvas.width, canvas.height)
      ctx.drawImage(img, 0, 0)
      return canvas.toDataURL(mime, quality)
    },
    { b64: png.toString('base64'), mime, quality, background: colors.ink },
  )
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64')
}

/**
 * Encodes at the highest quality (0.92 down to 0.40) whose file fits in maxBytes.
 * @param {Browser} browser
 * @param {Buffer} png
 * @param {string} mime
 * @param {number} maxBytes
 */
export async function encodeUnder(browser, png, mime, maxBytes) {
  const page = await browser.newPage()
  try {
    let last = Buffer.alloc(0)
    for (let q = 92; q >= 40; q -= 4) {
      last = await encode(page, png, mime, q / 100)
      if (last.length <= maxBytes) return { bytes: last, quality: q }
    }
    throw new Error(`${mime} still ${last.length} bytes at quality 0.40 (limit ${maxBytes})`)
  } finally {
    await page.close()
  }
}
