// Headless system Chromium for the asset scripts: rasterise SVG/HTML, encode images, print PDF.
// Encoding uses the browser's own canvas encoders, so no image tool beyond Chromium is needed.

import { colors } from '../../src/theme.mjs'
import { launchChromium } from './browsers.mjs'
import { highestQualityUnder } from './image-fit.mjs'

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
 * Encodes at the highest quality (0.92 down to `lowest`, 0.40 unless told) whose file fits
 * in maxBytes.
 * @param {Browser} browser
 * @param {Buffer} png
 * @param {string} mime
 * @param {number} maxBytes
 * @param {number} [lowest] the lowest quality to try, in percent
 */
export async function encodeUnder(browser, png, mime, maxBytes, lowest = 40) {
  const page = await browser.newPage()
  try {
    return await highestQualityUnder((q) => encode(page, png, mime, q), maxBytes, { to: lowest })
  } catch (error) {
    throw new Error(`${mime} ${/** @type {Error} */ (error).message}`)
  } finally {
    await page.close()
  }
}

/**
 * Draws a PNG or JPEG through the steps of a plan (scripts/lib/image-fit.mjs coverPlan): the
 * crop, then each smaller size in turn; returns PNG bytes of the last.
 * @param {Browser} browser
 * @param {Buffer} image
 * @param {string} mime of `image`
 * @param {import('./image-fit.mjs').CoverPlan} plan
 */
export async function drawPlan(browser, image, mime, plan) {
  const page = await browser.newPage()
  try {
    const dataUrl = await page.evaluate(
      async ({ b64, mime, plan }) => {
        const img = new Image()
        img.src = `data:${mime};base64,${b64}`
        await img.decode()
        /** @type {CanvasImageSource} */
        let source = img
        let box = plan.crop
        for (const { width, height } of plan.steps) {
          const canvas = document.createElement('canvas')
          canvas.width = width
          canvas.height = height
          const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'))
          ctx.imageSmoothingQuality = 'high'
          ctx.drawImage(source, box.x, box.y, box.width, box.height, 0, 0, width, height)
          source = canvas
          box = { x: 0, y: 0, width, height }
        }
        return /** @type {HTMLCanvasElement} */ (source).toDataURL('image/png')
      },
      { b64: image.toString('base64'), mime, plan },
    )
    return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64')
  } finally {
    await page.close()
  }
}
