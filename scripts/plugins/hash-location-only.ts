import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

/** wouter's default location hook, for addresses in the path (`/projects`, not `#/projects`). */
export const BROWSER_LOCATION = /\/node_modules\/wouter\/src\/use-browser-location\.js$/
const OWN = fileURLToPath(new URL('../../src/lib/useRouteLocation.ts', import.meta.url))

/**
 * What the built site's wouter gets in place of its default location hook: the site's own
 * hash hook (src/lib/useRouteLocation.ts), which every `Router` of the app is given anyway,
 * and a search part that is always empty (nothing reads one). The default hook was in the
 * entry only as the default router's fallback, with a patch of `history.pushState` and
 * `replaceState` run at load that nothing listens to (the hash hook listens to `hashchange`,
 * which wouter's hash navigation dispatches itself): 0.35 KB gzip. The dev server and the
 * tests keep wouter as published.
 */
export const hashLocationOnly = (): Plugin => ({
  name: 'hash-location-only',
  enforce: 'pre',
  apply: 'build',
  load(id) {
    return BROWSER_LOCATION.test(id)
      ? `export { useRouteLocation as useBrowserLocation } from ${JSON.stringify(OWN)}\n` +
          `export const useSearch = () => ''\n`
      : undefined
  },
})
