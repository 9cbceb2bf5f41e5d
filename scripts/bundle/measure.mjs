// Reads a build folder and measures each chunk: raw, gzip (level 9) and brotli bytes.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, sep } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { RECORDS, recordPath } from '../lib/records.mjs'
import { blockingStylesheets, classifyManifest, pageScripts } from './classify.mjs'
import { PART_FILES, pageParts } from './page-parts.mjs'

/** @typedef {import('./budgets.mjs').Chunk} Chunk */
/** @typedef {import('./page-parts.mjs').PagePart} PagePart */

/**
 * Bytes gzipped at level 9, the one gzip figure of the report (the budgets, each module's
 * cost, the rename test's downloads).
 * @param {Uint8Array} data
 */
export const gzipBytes = (data) => gzipSync(data, { level: 9 }).length

/**
 * Sizes of one file's bytes as served: as is, gzip -9 and brotli at its best quality.
 * @param {Uint8Array} data
 */
export function sizes(data) {
  return {
    raw: data.length,
    gzip: gzipBytes(data),
    brotli: brotliCompressSync(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }).length,
  }
}

/**
 * Every .js and .css file under `dir`, as posix paths.
 * @param {string} dir
 */
const codeFiles = (dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(m?js|css)$/.test(file))
    .map((file) => file.split(sep).join('/'))

/**
 * A record of the build (scripts/lib/records.mjs: runtimes, snapshots), or nothing when an older
 * build has none.
 * @param {string} outDir
 * @param {string} name
 * @returns {Record<string, any>}
 */
const buildRecord = (outDir, name) => {
  const path = recordPath(outDir, name)
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {}
}

/**
 * The chunks of the build in `outDir`, classified by what loads them, with the runtimes
 * (Preact, React, three) each carries, plus index.html.
 * Files the manifest does not name (a service worker, say) count as `shared`, unless
 * index.html loads them itself: then they are part of the `entry`. Each part of index.html
 * (page-parts.mjs: `index.html <style>`, `index.html #root`, …) is a row of its own; each route's snapshot is a `route`
 * file loaded by its page (the snapshots record).
 * @returns {Chunk[]}
 */
export function measureBuild(outDir = 'dist') {
  const manifestPath = recordPath(outDir, RECORDS.manifest)
  if (!existsSync(manifestPath)) {
    throw new Error(`No ${manifestPath}: run \`npm run build\` first (build.manifest must be on).`)
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
  const html = readFileSync(join(outDir, 'index.html'), 'utf8')
  const blocking = new Set(blockingStylesheets(html))
  const scripts = new Set(pageScripts(html))
  const known = classifyManifest(manifest)
  const named = new Set(known.map((c) => c.file))
  /** @type {import('./classify.mjs').ClassifiedFile[]} */
  const unnamed = codeFiles(outDir)
    .filter((file) => !named.has(file))
    .map((file) => ({ file, kind: scripts.has(file) ? 'entry' : 'shared', loaders: [] }))
  // The runtimes each chunk carries, as the build recorded them (scripts/plugins/runtimes/plugin.ts).
  const runtimes = buildRecord(outDir, RECORDS.runtimes)
  const chunks = [...known, ...unnamed].map((c) => ({
    ...c,
    ...(runtimes[c.file]?.length ? { runtimes: runtimes[c.file] } : {}),
    ...(blocking.has(c.file) ? { blocking: true } : {}),
    ...sizes(readFileSync(join(outDir, c.file))),
  }))
  // Each route's snapshot, the HTML a deep link paints from (scripts/plugins/prerender.ts), counts
  // with the route's code.
  /** @type {Chunk[]} */
  const routeHtml = Object.entries(buildRecord(outDir, RECORDS.snapshots)).map(([src, file]) => ({
    file,
    kind: 'route',
    src,
    loaders: [src],
    ...sizes(readFileSync(join(outDir, file))),
  }))
  return [...pageChunks(html), ...chunks, ...routeHtml]
}

/**
 * index.html as measured: the page, then each of its parts (page-parts.mjs) gzipped alone,
 * what it would cost on its own.
 * @param {string} html
 * @returns {Chunk[]}
 */
export function pageChunks(html) {
  const parts = /** @type {[PagePart, string][]} */ (Object.entries(pageParts(html)))
  return [
    { file: 'index.html', kind: 'html', ...sizes(Buffer.from(html)) },
    ...parts.flatMap(([part, text]) =>
      text
        ? [
            {
              file: PART_FILES[part],
              kind: /** @type {const} */ ('html'),
              part,
              ...sizes(Buffer.from(text)),
            },
          ]
        : [],
    ),
  ]
}
