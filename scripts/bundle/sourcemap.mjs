// Which source each range of a generated file came from, read from its source map.
// Pure: the input is the map's `mappings` string (decoded by @jridgewell/sourcemap-codec, the
// decoder the bundler's own tools use) and the generated code.
import { decode } from '@jridgewell/sourcemap-codec'

/**
 * The generated code cut into ranges by source: `[source, start, end]` with `source` the
 * index into the map's `sources` (-1 for code no source maps to: the bundler's own glue) and
 * `start`/`end` offsets into `code`. Every character is in exactly one range. A segment's
 * source owns the code up to the next segment, across line ends: a long string (three.js's
 * GLSL) belongs to the module that holds it even where its lines carry no segment of their own.
 * @param {string} mappings
 * @param {string} code
 * @returns {[number, number, number][]}
 */
export function decodeRanges(mappings, code) {
  /** @type {number[]} */
  const lineStarts = [0]
  for (let i = code.indexOf('\n'); i >= 0; i = code.indexOf('\n', i + 1)) lineStarts.push(i + 1)
  /** @type {[number, number][]} offset, source */
  const points = []
  decode(mappings).forEach((line, n) => {
    const start = lineStarts[n]
    if (start === undefined) return
    for (const [column, source] of line) points.push([start + column, source ?? -1])
  })
  /** @type {[number, number, number][]} */
  const ranges = []
  let source = -1
  let from = 0
  for (const [offset, next] of points) {
    const at = Math.min(Math.max(offset, from), code.length)
    if (next === source) continue
    if (at > from) ranges.push([source, from, at])
    source = next
    from = at
  }
  if (code.length > from) ranges.push([source, from, code.length])
  return ranges
}
