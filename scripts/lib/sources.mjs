// The stamps of the generated files in public/: for every entry of scripts/assets/stamps.json,
// the text it is made from (its source) and that text's SHA-256, recorded by its script when it
// writes the file. The unit test of the stamps (src/content/assets.test.ts) and the build's
// content check recompute them from the content through the same code, so a content edit that
// the committed file does not show fails `npm run test:unit` without Chromium; `npm run assets`
// rewrites them all.
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { ICONS, markSource } from './mark.mjs'
import { ogImageText } from './og-text.mjs'
import { resumeDocument } from './resume/template.mjs'

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

/** @typedef {import('./content.mjs').Content} Content */
/** @typedef {import('./resume/template.mjs').ResumeContent & Pick<Content, 'allSkills'>} StampContent */

/** The one command that regenerates every stamped file. */
export const REGENERATE = 'npm run assets'

/**
 * Each stamped file, by its path from the repository root, with the function that computes
 * its source from the content (a function: a content mistake then fails only its own files).
 * @param {StampContent} content
 * @returns {Record<string, () => string>}
 */
export function stampSources(content) {
  const icons = () => markSource(content.profile)
  return {
    'public/resume.pdf': () => resumeDocument(content),
    'public/og-image.png': () => JSON.stringify(ogImageText(content)),
    ...Object.fromEntries(ICONS.map(([name]) => [`public/${name}`, icons])),
  }
}
