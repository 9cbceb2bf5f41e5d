import { appendFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import type { Plugin } from 'vite'
import { BUNDLE_RECORDS, MAPS, RECORDS, recordsDir } from '../lib/records.mjs'
import { cacheBlocks, unhashedRules } from './csp.ts'

/** Every file under `dir`, as posix paths from it. */
export function filesUnder(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    return entry.isDirectory()
      ? filesUnder(path, root)
      : [relative(root, path).split(sep).join('/')]
  })
}

/**
 * Where a file the build wrote goes among its records, or null when browsers fetch it: what
 * the plugins emit under `.vite/`, Vite's import map, and every source map (names of the
 * build machine's folders and every source file, of use to no visitor).
 */
export function recordOf(file: string): string | null {
  if (file.startsWith(`${BUNDLE_RECORDS}/`)) return file.slice(BUNDLE_RECORDS.length + 1)
  if (file === RECORDS.importMap) return file
  if (file.endsWith('.map')) return `${MAPS}/${file}`
  return null
}

/**
 * Leaves in the build folder only what is published: once every plugin has written (the
 * service worker last), the build's records move to the records folder beside it
 * (scripts/lib/records.mjs), and `_headers` gets the cache rule of each file kept under its name.
 */
export function publishOnly(): Plugin {
  let outDir = 'dist'
  let ssr = false
  return {
    name: 'publish-only',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
      ssr = Boolean(config.build.ssr)
    },
    buildStart() {
      // The records of an earlier build would be read as this one's.
      if (!ssr) rmSync(recordsDir(outDir), { recursive: true, force: true })
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler(error?: Error) {
        if (error || ssr || !existsSync(outDir)) return
        const records = recordsDir(outDir)
        for (const file of filesUnder(outDir)) {
          const record = recordOf(file)
          if (!record) continue
          mkdirSync(dirname(join(records, record)), { recursive: true })
          renameSync(join(outDir, file), join(records, record))
        }
        rmSync(join(outDir, BUNDLE_RECORDS), { recursive: true, force: true })
        const headers = join(outDir, '_headers')
        if (existsSync(headers))
          appendFileSync(headers, cacheBlocks(unhashedRules(filesUnder(outDir))))
      },
    },
  }
}
