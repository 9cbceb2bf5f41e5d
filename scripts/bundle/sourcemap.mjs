// Which source each range of a generated file came from, read from its source map.
// Pure: the input is the map's `mappings` string and the generated code.

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
/** @type {Record<string, number>} */
const DIGIT = Object.fromEntries([...BASE64].map((c, i) => [c, i]))

/**
 * The segments of one line of `mappings`: [column, source?] each, the source absolute
 * (the map's fields are deltas from the previous segment; the column restarts each line).
 * @param {string} line
 * @param {{ source: number }} state the running source index, carried across lines
 * @returns {[number, number | null][]}
 */
function decodeLine(line, state) {
  /** @type {[number, number | null][]} */
  const out = []
  let column = 0
  for (const segment of line.split(',')) {
    if (!segment) continue
    /** @type {number[]} */
    const fields = []
    let value = 0
    let shift = 0
    for (const char of segment) {
      const digit = DIGIT[char]
      if (digit === undefined) throw new Error(`Not a base64 digit in a source map: ${char}`)
      value += (digit & 31) << shift
      if (digit & 32) shift += 5
      else {
        fields.push(value & 1 ? -(value >>> 1) : value >>> 1)
        value = 0
        shift = 0
      }
    }
    column += fields[0] ?? 0
    if (fields.length >= 4) {
      state.source += fields[1] ?? 0
      out.push([column, state.source])
    } else out.push([column, null])
  }
  return out
}

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
  const state = { source: 0 }
  /** @type {[number, number][]} offset, source */
  const points = []
  mappings.split(';').forEach((line, n) => {
    const start = lineStarts[n]
    if (start === undefined) return
    for (const [column, source] of decodeLine(line, state))
      points.push([start + column, source ?? -1])
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
