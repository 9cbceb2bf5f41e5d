// What each stamped file of public/ is made from, as the text its stamp is taken of: the
// generator records the stamp when it writes the file (lib/stamps.mjs), and the build's
// content check recomputes it here for every file scripts/assets/stamps.json lists. A new
// stamped file needs its line here.
import { resumeDocument } from '../resume/template.mjs'
import { ogImageText } from './og-text.mjs'

/** @typedef {import('./content.mjs').Content} Content */

/** @type {Record<string, (content: Content) => string>} */
export const stampSources = {
  'public/resume.pdf': (content) => resumeDocument(content),
  'public/og-image.png': (content) => JSON.stringify(ogImageText(content)),
}
