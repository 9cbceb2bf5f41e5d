import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

/** The module Vite's build imports its loader of lazy chunks from. */
export const PRELOAD_HELPER = '\0vite/preload-helper.js'
const OWN = fileURLToPath(new URL('../../src/lib/chunkPreload.ts', import.meta.url))

/**
 * Builds with the site's own loader of lazy chunks (src/lib/chunkPreload.ts) in place of
 * Vite's, which is in the entry: the same preloads, a fraction of its bytes.
 */
export function chunkPreload(): Plugin {
  return {
    name: 'chunk-preload',
    enforce: 'pre',
    apply: 'build',
    load(id) {
      return id === PRELOAD_HELPER
        ? `export { __vitePreload } from ${JSON.stringify(OWN)}`
        : undefined
    },
  }
}
