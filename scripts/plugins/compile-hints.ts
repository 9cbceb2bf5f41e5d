import type { Plugin } from 'vite'

/**
 * V8's explicit compile hint (Chrome 136 and later; other engines read a comment): a file
 * that starts with it has every function compiled with the file, as it downloads, rather
 * than each on its first call. The entry and a route's page are the code a hydration runs
 * from end to end, so there the hint takes the compiling out of the hydrating task: on the
 * 4x-throttled CPU, median of 7, Projects' went from 113 to 65 ms and Home's from 191 to
 * 96 ms (docs/decisions/024). Not for lazy chunks that run in part (the 3D scene, games).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/** The part of a rendered chunk the hint is chosen by. */
interface Chunk {
  isEntry: boolean
  facadeModuleId: string | null
}

/** A page of the route table: a module of src/pages (on Windows, the id's slashes are `\`). */
const PAGE = /[\\/]src[\\/]pages[\\/][^\\/.]+\.tsx$/

/** The hint for the entry and the route pages, nothing elsewhere. */
export function compileHint(chunk: Chunk): string {
  return chunk.isEntry || PAGE.test(chunk.facadeModuleId ?? '') ? COMPILE_HINT : ''
}

/**
 * Puts the hint on the first line of the files `compileHint` names. V8 reads it there only:
 * on the entry's second line, under the list of lazy chunks that Vite writes on the first,
 * it changed nothing (the bundler's banner goes there). So it is prepended once the bundle is
 * otherwise done, and the source map moved down a line, both in the chunk and in its file.
 */
export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !compileHint(chunk)) continue
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`
          const file = bundle[`${chunk.fileName}.map`]
          if (file?.type === 'asset') {
            const map = JSON.parse(String(file.source))
            file.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` })
          }
        }
      },
    },
  }
}
