// What each generated file in public/ was made from, recorded as a SHA-256 in
// scripts/assets/stamps.json when its script writes it. A unit test (src/content/assets.test.ts)
// recomputes the stamp from src/content through the same code, so a content edit that the
// committed file does not show fails `npm run test:unit` without Chromium.
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const FILE = fileURLToPath(new URL('../assets/stamps.json', import.meta.url))

/** @param {string} source */
export const stampOf = (source) => createHash('sha256').update(source).digest('hex')

/** The recorded stamps, by file path from the repository root (`public/resume.pdf`). */
export function readStamps() {
  return /** @type {Record<string, string>} */ (JSON.parse(readFileSync(FILE, 'utf8')))
}

/**
 * Records that `file` was just generated from `source`.
 * @param {string} file
 * @param {string} source
 */
export function writeStamp(file, source) {
  const stamps = { ...readStamps(), [file]: stampOf(source) }
  const sorted = Object.fromEntries(Object.entries(stamps).sort(([a], [b]) => a.localeCompare(b)))
  writeFileSync(FILE, `${JSON.stringify(sorted, null, 2)}\n`)
}
