// Where a build keeps what it writes about itself, beside the folder it publishes and never in
// it: dist/ holds what browsers fetch (and the host's rule files), dist-records/ the rest.
import { basename, dirname, join, resolve } from 'node:path'

/** The records, by name: each plugin, test and report finds one through `recordPath`. */
export const RECORDS = /** @type {const} */ ({
  /** Vite's: each source module's built file. */
  manifest: 'manifest.json',
  /** The module graph and each chunk's sources (scripts/plugins/bundle-graph.ts). */
  graph: 'bundle-graph.json',
  /** The runtimes each chunk carries (scripts/plugins/runtimes/plugin.ts). */
  runtimes: 'runtimes.json',
  /** Each page's snapshot file (scripts/plugins/prerender.ts). */
  snapshots: 'snapshots.json',
  /** Vite's import map of the chunks (index.html carries its own copy). */
  importMap: 'importmap.json',
  /** The nginx rules for this build (scripts/plugins/nginx.ts): the owner copies them to the server. */
  nginx: 'nginx.conf',
})

/**
 * The folder in the bundle where plugins emit records (Vite's manifest goes there too); the
 * build moves it out once everything is written (scripts/plugins/publish.ts).
 */
export const BUNDLE_RECORDS = '.vite'

/** Where in the bundle a record is emitted: `.vite/snapshots.json`. */
export const bundleRecord = (/** @type {string} */ name) => `${BUNDLE_RECORDS}/${name}`

/** Where the source maps go among the records (`maps/sw.js.map`, `maps/assets/x.js.map`). */
export const MAPS = 'maps'

/**
 * The records folder of the build in `outDir`: `dist` → `dist-records` beside it, so a build
 * made elsewhere (a temporary folder, `--outDir dist-x`) keeps its own.
 * @param {string} [outDir]
 */
export function recordsDir(outDir = 'dist') {
  const published = resolve(outDir)
  return join(dirname(published), `${basename(published)}-records`)
}

/**
 * One record of the build in `outDir`, by its name (one of RECORDS).
 * @param {string} outDir
 * @param {string} name
 */
export const recordPath = (outDir, name) => join(recordsDir(outDir), name)
