import { dirname, join, relative, resolve, sep } from 'node:path'
import type { Plugin } from 'vite'
import { bundleRecord, RECORDS } from '../lib/records.mjs'
import { decodeRanges } from './sourcemap.mjs'

/** Where the build records its module graph and what each chunk's bytes came from. */
export const GRAPH_FILE = bundleRecord(RECORDS.graph)

/** `/repo/node_modules/three/build/three.core.js?x` → `node_modules/three/build/three.core.js`. */
export function moduleName(id: string, root: string): string {
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
        const ids = file.moduleIds.map(name)
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
          isEntry: file.isEntry,
          isDynamicEntry: file.isDynamicEntry,
          facade: file.facadeModuleId ? name(file.facadeModuleId) : null,
          imports: file.imports,
          dynamicImports: file.dynamicImports,
          modules: ids,
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
