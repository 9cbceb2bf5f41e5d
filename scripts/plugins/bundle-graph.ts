import { dirname, join, relative, resolve, sep } from 'node:path'
import { decode } from '@jridgewell/sourcemap-codec'
import type { Plugin } from 'vite'
import { bundleRecord, RECORDS } from '../lib/records.mjs'

/** Where the build records its module graph and what each chunk's bytes came from. */
const GRAPH_FILE = bundleRecord(RECORDS.graph)

/** `/repo/node_modules/three/build/three.core.js?x` → `node_modules/three/build/three.core.js`. */
function moduleName(id: string, root: string): string {
  const clean = id.replace(/^\0/, '').replace(/[?#].*$/, '')
  if (!clean.startsWith('/')) return clean
  return relative(root, clean).split(sep).join('/')
}

/**
 * Records, for the bundle report (scripts/bundle/stats.mjs), the bundler's own module graph
 * (every module's static and dynamic imports) and, for each chunk, which source module each
 * range of its minified code came from, read from the chunk's source map. The maps are made
 * for this ('hidden': no comment in the code) and kept with the build's records, out of the
 * published folder (scripts/publish.ts). It also turns
 * off Vite's own gzip column, so the build prints one gzip figure: the report's.
 */
export function bundleGraph(): Plugin {
  let root = process.cwd()
  let outDir = 'dist'
  return {
    name: 'bundle-graph',
    apply: 'build',
    enforce: 'post',
    config: () => ({ build: { reportCompressedSize: false, sourcemap: 'hidden' } }),
    configResolved(config) {
      root = config.root
      outDir = resolve(config.root, config.build.outDir)
    },
    generateBundle(_options, bundle) {
      const name = (id: string) => moduleName(id, root)
      const chunks: Record<string, unknown> = {}
      const modules: Record<string, { imports: string[]; dynamicImports: string[] }> = {}
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue
        for (const id of file.moduleIds) {
          const info = this.getModuleInfo(id)
          modules[name(id)] = {
            imports: (info?.importedIds ?? []).map(name),
            dynamicImports: (info?.dynamicallyImportedIds ?? []).map(name),
          }
        }
        const map = file.map
        const fromMap = map
          ? map.sources.map((s) =>
              moduleName(resolve(dirname(join(outDir, file.fileName)), s), root),
            )
          : []
        chunks[file.fileName] = {
          facade: file.facadeModuleId ? name(file.facadeModuleId) : null,
          sources: fromMap,
          ranges: map ? decodeRanges(map.mappings, file.code) : [],
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: GRAPH_FILE,
        source: JSON.stringify({ chunks, modules }),
      })
    },
  }
}

/**
 * A chunk's code cut into ranges by source, from its source map's `mappings` (decoded by
 * @jridgewell/sourcemap-codec, the decoder the bundler's own tools use): `[source, start, end]`
 * with `source` the index into the map's `sources` (-1 for code no source maps to: the
 * bundler's own glue) and `start`/`end` offsets into `code`. Every character is in exactly one range. A segment's
 * source owns the code up to the next segment, across line ends: a long string (three.js's
 * GLSL) belongs to the module that holds it even where its lines carry no segment of their own.
 */
export function decodeRanges(mappings: string, code: string): [number, number, number][] {
  const lineStarts = [0]
  for (let i = code.indexOf('\n'); i >= 0; i = code.indexOf('\n', i + 1)) lineStarts.push(i + 1)
  const points: [offset: number, source: number][] = []
  decode(mappings).forEach((line, n) => {
    const start = lineStarts[n]
    if (start === undefined) return
    for (const [column, source] of line) points.push([start + column, source ?? -1])
  })
  const ranges: [number, number, number][] = []
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
