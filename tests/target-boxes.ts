/** A target on the page: its accessible name and its box in CSS pixels. */
export interface NamedBox {
  name: string
  x: number
  y: number
  width: number
  height: number
}

/**
 * Every pair of targets whose boxes overlap, as "a and b overlap" (WCAG 2.5.8). Sub-pixel
 * layout may let two neighbours share a fraction of a pixel: under half a pixel is no overlap.
 */
export function overlaps(boxes: readonly NamedBox[]): string[] {
  return boxes.flatMap((a, i) =>
    boxes.slice(i + 1).flatMap((b) => {
      const across = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)
      const down = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y)
      return Math.min(across, down) < 0.5 ? [] : [`${a.name} and ${b.name} overlap`]
    }),
  )
}
