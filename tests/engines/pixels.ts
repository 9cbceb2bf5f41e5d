import UPNG from 'upng-js'

export interface Box {
  x: number
  y: number
  width: number
  height: number
}

/**
 * How many pixels of `box` differ visibly (a channel by more than 24 of 255) between two
 * PNG screenshots of the viewport: the sphere turning moves its labels by far more than the
 * compositor's dithering from one shot to the next.
 */
export function moved(a: Buffer, b: Buffer, box: Box): number {
  const [x, y] = [a, b].map((png) => {
    const image = UPNG.decode(new Uint8Array(png).buffer)
    return { width: image.width, rgba: new Uint8Array(UPNG.toRGBA8(image)[0]!) }
  })
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
