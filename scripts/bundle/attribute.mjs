// What each source module costs in a built file, gzipped, so that the costs add up to the
// file's own gzip size. Pure apart from compressing: the input is the file's code and the
// ranges of it each source produced (decodeRanges in scripts/plugins/bundle-graph.ts).
import { gzipBytes } from './measure.mjs'

/** Code no source maps to: the bundler's runtime and the glue between modules. */
export const GLUE = '(bundler glue)'

/**
 * The package a module is part of (`three`, `@react-three/fiber`), or the module itself for
 * the app's own code.
 * @param {string} module
 */
export function groupOf(module) {
  const short = shortModule(module)
  if (short === module) return module
  const [name = module, scoped] = short.split('/')
  return name.startsWith('@') ? `${name}/${scoped}` : name
}

/**
 * `node_modules/three/examples/jsm/x.js` → `three/examples/jsm/x.js`; app modules as they are.
 * @param {string} module
 */
export const shortModule = (module) => {
  const at = module.lastIndexOf('node_modules/')
  return at < 0 ? module : module.slice(at + 'node_modules/'.length)
}

/**
 * @typedef {object} Cost
 * @property {string} name the package, or the app's module
 * @property {number} raw minified bytes
 * @property {number} gzip its share of the file's gzip size, in bytes
 * @property {{ module: string, raw: number, gzip: number }[]} modules
 */

/**
 * The cost of each package (and each of the app's modules) in one built file. A group's
 * cost starts as what the file's gzip size would shrink by without its code (the file
 * gzipped whole, then again without the group), so a library whose code compresses well
 * against the rest costs what removing it saves, not its size gzipped alone. The bytes no
 * single group saves (code that compresses against several) go to the groups in proportion
 * to what each shares with the rest (its size alone beyond its saving), so the costs sum to
 * the file's gzip size. Within a package, modules share by their minified bytes.
 * @param {Uint8Array} code the built file as served
 * @param {[number, number, number][]} ranges `[source, start, end]` byte offsets into `code`
 * @param {string[]} sources the module of each source index (-1: glue)
 * @returns {{ gzip: number, costs: Cost[] }}
 */
export function attribute(code, ranges, sources) {
  const total = gzipBytes(code)
  /** @type {Map<string, { parts: [number, number][], modules: Map<string, number> }>} */
  const groups = new Map()
  for (const [source, start, end] of ranges) {
    if (end <= start) continue
    const module = source < 0 ? GLUE : (sources[source] ?? GLUE)
    const name = module === GLUE ? GLUE : groupOf(module)
    const group = groups.get(name) ?? {
      parts: /** @type {[number, number][]} */ ([]),
      modules: /** @type {Map<string, number>} */ (new Map()),
    }
    group.parts.push([start, end])
    group.modules.set(module, (group.modules.get(module) ?? 0) + end - start)
    groups.set(name, group)
  }
  const list = [...groups].map(([name, g]) => {
    const raw = g.parts.reduce((sum, [a, b]) => sum + b - a, 0)
    const saves = groups.size > 1 ? Math.max(0, total - without(code, g.parts)) : total
    // What the group shares with the rest: its size gzipped alone beyond what removing it saves.
    const shared = groups.size > 1 ? Math.max(0, alone(code, g.parts) - saves) : 0
    return { name, g, raw, saves, shared }
  })
  const savings = list.reduce((sum, c) => sum + c.saves, 0)
  const sharing = list.reduce((sum, c) => sum + c.shared, 0)
  const rawSum = list.reduce((sum, c) => sum + c.raw, 0)
  const rest = total - savings
  /** @param {(typeof list)[number]} c */
  const share = (c) => {
    if (savings <= 0) return (c.raw / rawSum) * total
    // More savings than size (rare): scale them down.
    if (rest <= 0) return (c.saves / savings) * total
    // The bytes no single group saves go to the groups in proportion to what they share.
    return c.saves + rest * (sharing > 0 ? c.shared / sharing : c.raw / rawSum)
  }
  /** @type {Cost[]} */
  const costs = list.map((c) => {
    const { name, g, raw } = c
    const gzip = share(c)
    const modules = [...g.modules]
      .map(([module, bytes]) => ({ module, raw: bytes, gzip: (bytes / raw) * gzip }))
      .sort((a, b) => b.gzip - a.gzip)
    return { name, raw, gzip, modules }
  })
  return { gzip: total, costs: costs.sort((a, b) => b.gzip - a.gzip) }
}

/**
 * The gzip size of the given ranges of `code` alone.
 * @param {Uint8Array} code
 * @param {[number, number][]} parts
 */
function alone(code, parts) {
  return gzipBytes(Buffer.concat(parts.map(([a, b]) => code.subarray(a, b))))
}

/**
 * The gzip size of `code` with the given ranges cut out.
 * @param {Uint8Array} code
 * @param {[number, number][]} parts sorted, disjoint
 */
function without(code, parts) {
  /** @type {Uint8Array[]} */
  const kept = []
  let from = 0
  for (const [start, end] of [...parts].sort((a, b) => a[0] - b[0])) {
    if (start > from) kept.push(code.subarray(from, start))
    from = Math.max(from, end)
  }
  if (from < code.length) kept.push(code.subarray(from))
  return gzipBytes(Buffer.concat(kept))
}

/**
 * Character ranges of a text → byte ranges of its UTF-8 encoding.
 * @param {string} text
 * @param {[number, number, number][]} ranges
 * @returns {[number, number, number][]}
 */
export function byteRanges(text, ranges) {
  if (Buffer.byteLength(text) === text.length) return ranges
  // Ranges are in order and cover the text: count bytes range by range.
  let chars = 0
  let bytes = 0
  /** @param {number} i */
  const at = (i) => {
    bytes += Buffer.byteLength(text.slice(chars, i))
    chars = i
    return bytes
  }
  return ranges.map(([s, a, b]) => [s, a === chars ? bytes : at(a), at(b)])
}
