// How large the sphere draws its names: readable on a phone, without crowding many names.

/** The number of names the label size side / 18 was chosen for: the spec's seven rings. */
const SIZED_FOR = 19

/** The smallest text the sphere draws, in CSS pixels, however many names it holds. */
export const MIN_LABEL_PX = 11

/**
 * The CSS pixel size of a name at the front of a sphere `side` pixels wide that holds `count`
 * names. Up to nineteen names it is side / 18. More names sit closer together (the rings' and
 * the names' spacing goes as 1/√count), so the text shrinks too, but only as the fourth root
 * of the count, and never below MIN_LABEL_PX: names at the back may touch, names in front stay
 * readable.
 */
export function labelFontPx(side: number, count: number): number {
  const shrink = Math.min(1, (SIZED_FOR / Math.max(1, count)) ** 0.25)
  return Math.max(MIN_LABEL_PX, Math.round((side / 18) * shrink))
}

/** The widest a name is drawn on one line, as a share of the sphere's side. */
export const ONE_LINE_SHARE = 0.35

/**
 * The lines a name is drawn on: one, or two when it is wider than `maxWidth` (as `measure`
 * gives widths) and has a space to break at; then at the space that leaves the longer line
 * shortest. A long name on two lines reaches less far past the sphere's rim, which then
 * shrinks less to keep it inside the canvas (fit.ts).
 */
export function labelLines(
  text: string,
  measure: (line: string) => number,
  maxWidth: number,
): string[] {
  if (measure(text) <= maxWidth) return [text]
  let best: string[] = [text]
  let bestWidth = Number.POSITIVE_INFINITY
  for (let at = text.indexOf(' '); at > 0; at = text.indexOf(' ', at + 1)) {
    const lines = [text.slice(0, at).trimEnd(), text.slice(at + 1).trimStart()]
    if (!lines[0] || !lines[1]) continue
    const width = Math.max(...lines.map(measure))
    if (width < bestWidth) {
      best = lines
      bestWidth = width
    }
  }
  return best
}
