#!/usr/bin/env node
// Does an edit in one place rename files whose code did not change? Builds the site twice
// into temporary folders, the second time with a one-line edit in the footer (made by a
// build plugin, so the repository is never touched), and compares the JavaScript files of
// the two builds. The service worker precaches every file: a renamed file is downloaded
// again by every returning visitor (docs/decisions/017-stable-chunk-names.md).
//
//   node scripts/bundle/renames.mjs            the table; exit 1 when a file was renamed
//                                               although its code did not change
//   node scripts/bundle/renames.mjs --keep     leaves the two builds for a look afterwards
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipBytes } from './measure.mjs'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

/**
 * One JavaScript file of a build.
 * @typedef {object} BuiltChunk
 * @property {string} fileName  as written under the build folder (assets/index-Ab12.js)
 * @property {string} code      its bytes as written
 * @property {readonly string[]} moduleIds  the modules it carries, relative to the project
 */

/**
 * What a chunk is across two builds: the modules it carries. A one-line edit changes no
 * module's chunk, so the same key names the same file in both builds.
 * @param {BuiltChunk} chunk
 */
const chunkKey = (chunk) => [...chunk.moduleIds].sort().join('\n')

/**
 * A chunk's code with the names of the other chunks of its build (which carry their hashes)
 * replaced by what those chunks are: two chunks whose normalised code is the same differ at
 * most in the hashed names they import.
 * @param {BuiltChunk} chunk
 * @param {readonly BuiltChunk[]} build  every chunk of the same build
 */
function normalisedCode(chunk, build) {
  let code = chunk.code
  // Longest names first, so a name that contains another is replaced whole.
  const others = [...build].sort(
    (a, b) => basename(b.fileName).length - basename(a.fileName).length,
  )
  for (const other of others) {
    code = code.split(basename(other.fileName)).join(`<chunk ${chunkKey(other)}>`)
  }
  return code
}

/**
 * @typedef {object} Comparison
 * @property {{ before: string, after: string }[]} needless  renamed, code unchanged
 * @property {{ before: string, after: string }[]} changed   renamed, code changed
 * @property {string[]} kept      same name, same bytes
 * @property {string[]} stale     same name, other bytes: a cache would serve the old file
 * @property {string[]} unmatched files of either build the other has no chunk for
 */

/**
 * Compares two builds file by file.
 * @param {readonly BuiltChunk[]} before
 * @param {readonly BuiltChunk[]} after
 * @returns {Comparison}
 */
export function compareBuilds(before, after) {
  const afterByKey = new Map(after.map((c) => [chunkKey(c), c]))
  /** @type {Comparison} */
  const result = { needless: [], changed: [], kept: [], stale: [], unmatched: [] }
  for (const old of before) {
    const now = afterByKey.get(chunkKey(old))
    afterByKey.delete(chunkKey(old))
    if (!now) {
      result.unmatched.push(old.fileName)
    } else if (old.fileName === now.fileName) {
      ;(old.code === now.code ? result.kept : result.stale).push(old.fileName)
    } else {
      const same = normalisedCode(old, before) === normalisedCode(now, after)
      ;(same ? result.needless : result.changed).push({
        before: old.fileName,
        after: now.fileName,
      })
    }
  }
  result.unmatched.push(...[...afterByKey.values()].map((c) => c.fileName))
  return result
}

/**
 * What the comparison says is wrong, one sentence each (none: the names are stable).
 * @param {Comparison} comparison
 */
export function renameProblems(comparison) {
  return [
    ...comparison.needless.map(
      ({ before, after }) =>
        `${before} became ${after} although its code did not change (only names it imports did).`,
    ),
    ...comparison.stale.map(
      (name) => `${name} kept its name although its bytes changed: caches would serve the old one.`,
    ),
    ...comparison.unmatched.map(
      (name) => `${name} has no counterpart in the other build (a module moved between chunks).`,
    ),
  ]
}

/**
 * A one-line edit of the footer's text: a plugin for the second build.
 * @returns {import('vite').Plugin}
 */
export function footerEdit() {
  const file = '/src/components/Footer.tsx'
  const line = 'const copyright = `'
  return {
    name: 'renames:footer-edit',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith(file)) return null
      if (!code.includes(line)) {
        this.error(`${file} no longer has the line the rename test edits (${line}…): pick another.`)
      }
      return code.replace(line, `${line}Edited · `)
    },
  }
}

/**
 * Builds the site into `outDir` with the project's own config (and `plugins` added) and
 * returns its JavaScript files.
 * @param {string} outDir
 * @param {import('vite').PluginOption[]} plugins
 * @returns {Promise<BuiltChunk[]>}
 */
export async function buildInto(outDir, plugins) {
  const { build } = await import('vite')
  const output = await build({
    root: ROOT,
    configFile: join(ROOT, 'vite.config.ts'),
    logLevel: 'error',
    plugins,
    build: { outDir, emptyOutDir: true },
  })
  const outputs = Array.isArray(output) ? output : [output]
  return outputs.flatMap((o) =>
    'output' in o
      ? o.output.flatMap((file) =>
          file.type === 'chunk'
            ? [
                {
                  fileName: file.fileName,
                  code: file.code,
                  moduleIds: file.moduleIds.map((id) =>
                    relative(ROOT, id.replace(/^\0/, '')).split(sep).join('/'),
                  ),
                },
              ]
            : [],
        )
      : [],
  )
}

/** @param {number} bytes */
const kb = (bytes) => (bytes / 1000).toFixed(1)

async function main(/** @type {string[]} */ args) {
  const dir = mkdtempSync(join(tmpdir(), 'renames-'))
  try {
    const before = await buildInto(join(dir, 'before'), [])
    const after = await buildInto(join(dir, 'after'), [footerEdit()])
    const comparison = compareBuilds(before, after)
    const renamed = [...comparison.needless, ...comparison.changed]
    const gzip = (/** @type {string} */ name) =>
      gzipBytes(Buffer.from(after.find((c) => c.fileName === name)?.code ?? ''))
    const downloaded = renamed.reduce((sum, r) => sum + gzip(r.after), 0)
    const total = after.reduce((sum, c) => sum + gzip(c.fileName), 0)
    console.log('After a one-line edit of the footer:')
    for (const { before: from, after: to } of comparison.changed)
      console.log(`  changed  ${from} → ${to}  (${kb(gzip(to))} KB gzip)`)
    for (const { before: from, after: to } of comparison.needless)
      console.log(`  renamed  ${from} → ${to}  (${kb(gzip(to))} KB gzip, code unchanged)`)
    console.log(
      `${renamed.length} of ${after.length} JavaScript files renamed, ${kb(downloaded)} of ${kb(total)} KB gzip downloaded again.`,
    )
    if (!comparison.changed.length) {
      console.error('The edit changed no file: the test proves nothing.')
      return 1
    }
    const problems = renameProblems(comparison)
    for (const problem of problems) console.error(`✗ ${problem}`)
    if (!problems.length) console.log('✓ only the files whose code changed were renamed')
    return problems.length ? 1 : 0
  } finally {
    if (args.includes('--keep')) console.log(`The builds are in ${dir}`)
    else rmSync(dir, { recursive: true, force: true })
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2))
}
