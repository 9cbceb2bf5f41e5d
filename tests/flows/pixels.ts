import UPNG from 'upng-js'

/**
 * PNG screenshots read in Node, for every suite: the RGBA bytes of a picture (decoded with
 * `upng-js`, as the OG image is drawn) and how much of a box two pictures differ in.
 */

export interface Box {
  x: number
  y: number
  width: number
  height: number
}

/** The RGBA bytes of a PNG, row by row. */
export function pixels(png: Buffer): Uint8Array {
  const image = UPNG.decode(new Uint8Array(png).buffer)
  return new Uint8Array(UPNG.toRGBA8(image)[0]!)
}

/**
 * How many pixels of `box` (the whole picture when none) differ visibly (a channel by more
 * than 24 of 255) between two PNG screenshots: the sphere turning moves its labels by far
 * more than the compositor's dithering from one shot to the next. Two whole pictures of
 * different sizes differ everywhere.
 */
export function moved(a: Buffer, b: Buffer, box?: Box): number {
  const [x, y] = [a, b].map((png) => {
    const image = UPNG.decode(new Uint8Array(png).buffer)
    return { width: image.width, height: image.height, rgba: pixels(png) }
  })
  if (!box && (x!.width !== y!.width || x!.height !== y!.height)) return x!.rgba.length / 4
  box ??= { x: 0, y: 0, width: x!.width, height: x!.height }
  let count = 0
  for (let row = box.y; row < box.y + box.height; row++) {
    for (let col = box.x; col < box.x + box.width; col++) {
      const i = (row * x!.width + col) * 4
      const j = (row * y!.width + col) * 4
      for (let c = 0; c < 3; c++) {
        if (Math.abs(x!.rgba[i + c]! - y!.rgba[j + c]!) > 24) {
          count++
          break
        }
      }
    }
  }
  return count
}

/**
 * The page function that waits for `count` animation frames: the page's own pace, however
 * busy the machine. Each suite's `frames(page, n)` runs it.
 */
export const FRAMES = (count: number) =>
  new Promise<boolean>((done) => {
    const next = (left: number) => (left ? requestAnimationFrame(() => next(left - 1)) : done(true))
    next(count)
  })
