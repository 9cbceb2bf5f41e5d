// The arithmetic of fitting a picture into a fixed slot and a byte budget, apart from the
// browser that does the drawing and encoding (scripts/lib/browser.mjs), so it can be
// tested on its own.

/**
 * The largest centred part of a width x height picture with the slot's aspect ratio: what
 * `object-fit: cover` shows. Whole pixels, never outside the picture.
 * @param {number} width
 * @param {number} height
 * @param {number} ratio width / height of the slot, 16 / 10 for a thumbnail
 * @returns {{ x: number, y: number, width: number, height: number }}
 */
export function coverCrop(width, height, ratio) {
  if (width / height > ratio) {
    const w = Math.min(width, Math.max(1, Math.round(height * ratio)))
    return { x: Math.floor((width - w) / 2), y: 0, width: w, height }
  }
  const h = Math.min(height, Math.max(1, Math.round(width / ratio)))
  return { x: 0, y: Math.floor((height - h) / 2), width, height: h }
}

/**
 * The widths to draw through on the way from `from` down to `to` px, halving each step: one
 * big step skips most pixels and aliases, each halving averages them.
 * @param {number} from
 * @param {number} to
 * @returns {number[]} ends with `to`
 */
export function downscaleSteps(from, to) {
  const steps = []
  for (let w = Math.floor(from / 2); w > to; w = Math.floor(w / 2)) steps.push(w)
  return [...steps, to]
}

/**
 * How to draw a width x height picture into a slot: the cover crop, then each size to draw,
 * halving the width while that stays above the slot's, then the slot itself.
 * @typedef {{ crop: { x: number, y: number, width: number, height: number },
 *   steps: { width: number, height: number }[] }} CoverPlan
 * @param {number} width
 * @param {number} height
 * @param {{ width: number, height: number }} slot
 * @returns {CoverPlan}
 */
export function coverPlan(width, height, slot) {
  const crop = coverCrop(width, height, slot.width / slot.height)
  const steps = downscaleSteps(crop.width, slot.width).map((w) =>
    w === slot.width
      ? { width: slot.width, height: slot.height }
      : { width: w, height: Math.round((w * crop.height) / crop.width) },
  )
  return { crop, steps }
}

/**
 * Encodes at the highest quality, from `from` down to `to` in steps of `step` (percent), whose
 * bytes fit in maxBytes.
 * @param {(quality: number) => Promise<Uint8Array>} encode at a quality in [0, 1]
 * @param {number} maxBytes
 * @param {{ from?: number, to?: number, step?: number }} [range]
 * @returns {Promise<{ bytes: Uint8Array, quality: number }>} quality in percent
 */
export async function highestQualityUnder(encode, maxBytes, { from = 92, to = 40, step = 4 } = {}) {
  let smallest = Number.POSITIVE_INFINITY
  for (let q = from; q >= to; q -= step) {
    const bytes = await encode(q / 100)
    if (bytes.length <= maxBytes) return { bytes, quality: q }
    smallest = Math.min(smallest, bytes.length)
  }
  throw new Error(
    `still ${smallest} bytes at quality ${to / 100}, over the limit of ${maxBytes} bytes`,
  )
}
