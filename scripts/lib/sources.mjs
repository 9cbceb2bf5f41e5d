// What each generated file in public/ is made from: for every entry of
// scripts/assets/stamps.json, the text whose SHA-256 (lib/stamps.mjs) its script recorded when
// it wrote the file. Recomputed from the content by the unit test (src/content/assets.test.ts)
// and by anything else that checks the files are current; `npm run assets` rewrites them all.

import { ICONS, markSource } from './mark.mjs'
import { ogImageText } from './og-text.mjs'
import { resumeDocument } from './resume/template.mjs'

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
