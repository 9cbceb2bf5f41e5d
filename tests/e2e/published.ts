import { CACHE_RULES } from '../../scripts/plugins/csp'
import { filesUnder } from '../../scripts/plugins/publish'

// What the build publishes, read from the folder itself, for the tests of its cache rules.

/**
 * Host rule files: the host reads them from the folder and never serves them (`.nojekyll`
 * turns Jekyll off when GitHub Pages publishes the folder from a branch).
 */
export const HOST_FILES = ['_headers', '.nojekyll']

/**
 * The published files that keep their names from one deploy to the next: outside assets/
 * (whose names carry their hash) and not one a cache rule names (the pages, the worker).
 */
export function keptUnderName(dist: string): string[] {
  const named = new Set(CACHE_RULES.map(([path]) => path.slice(1)))
  return filesUnder(dist).filter(
    (file) => !file.startsWith('assets/') && !named.has(file) && !HOST_FILES.includes(file),
  )
}
