import type { Plugin, UserConfig } from 'vite'
import { bundleRecord, RECORDS } from '../../lib/records.mjs'
import {
  APP_REACT_PACKAGES,
  boundaryProblems,
  isScene,
  PREACT_FOR,
  runtimesOf,
  SCENE_DIR,
  SCENE_FILES,
} from './boundary.ts'

/** Where the build records the runtimes each chunk carries, for the bundle report. */
export const RUNTIMES_FILE = bundleRecord(RECORDS.runtimes)

/**
 * Two runtimes, one door: app modules get Preact for their `react` imports; the modules
 * under src/sphere/scene/ and every package they pull in keep the real React, which R3F
 * needs. The build fails when the boundary is crossed (see boundary.ts).
 */
export function twoRuntimes(): Plugin[] {
  // Packages reached from the scene: their `react` imports stay React.
  const reactSide = new Set<string>()
  const onReactSide = (importer: string) => isScene(importer) || reactSide.has(importer)

  const resolve: Plugin = {
    name: 'two-runtimes:resolve',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer) return null
      if (onReactSide(importer)) {
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
        if (resolved?.id.includes('/node_modules/')) reactSide.add(resolved.id)
        return resolved
      }
      if (source.startsWith('@react-three/')) {
        this.error(
          `${importer} imports ${source}: 3D code runs under React, so it belongs in ${SCENE_DIR.slice(1)}.`,
        )
      }
      const target = PREACT_FOR[source]
      if (!target) return null
      // The dev server's dependency scan records deps by the name imported: kept out of it,
      // `react` is only ever the scene's React (Preact is listed in optimizeDeps below).
      if ((options as { scan?: boolean }).scan) return { id: source, external: true }
      return this.resolve(target, importer, { ...options, skipSelf: true })
    },
  }

  const guard: Plugin = {
    name: 'two-runtimes:guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((file) =>
        file.type === 'chunk'
          ? [
              {
                fileName: file.fileName,
                moduleIds: file.moduleIds,
                imports: file.imports,
                isEntry: file.isEntry,
              },
            ]
          : [],
      )
      const problems = boundaryProblems(chunks, (id) => this.getModuleInfo(id)?.importedIds ?? [])
      if (problems.length)
        this.error(`The Preact/React boundary is broken:\n${problems.join('\n')}`)
      const runtimes = Object.fromEntries(chunks.map((c) => [c.fileName, runtimesOf(c.moduleIds)]))
      this.emitFile({
        type: 'asset',
        fileName: RUNTIMES_FILE,
        source: `${JSON.stringify(runtimes, null, 2)}\n`,
      })
    },
  }

  // Development: prefresh's Oxc transform refreshes app components; the scene is React's.
  const development: Plugin = {
    name: 'two-runtimes:dev',
    config: (): UserConfig => ({
      oxc: {
        jsx: { runtime: 'automatic', importSource: 'react' },
        jsxRefreshInclude: /\.tsx$/,
        jsxRefreshExclude: SCENE_FILES,
      },
      optimizeDeps: {
        // Served as source, so the resolver above gives their `react` imports Preact.
        exclude: [...APP_REACT_PACKAGES],
        include: [
          ...new Set(Object.values(PREACT_FOR)),
          '@preact/signals',
          '@react-three/fiber',
          'three',
        ],
      },
    }),
  }

  return [resolve, guard, development]
}
