// The résumé, public/resume.pdf: Letter pages printed by Chromium from an HTML template
// (scripts/lib/resume/) filled with the site's content (src/content, src/site.config.ts).
// It takes the pages its content needs; `resumePages` in src/content/profile.ts limits them
// (the script then stops, naming what does not fit). Records a stamp of the HTML it printed in
// scripts/assets/stamps.json, which `npm run test:unit` checks against the content.
//
// Run from the repository root:  node scripts/assets/resume.mjs  (or all assets: npm run assets)
// Needs vite and playwright-core (dev dependencies) and a system Chromium (or CHROME_PATH).
// To look at the result: pdftoppm -png -r 110 public/resume.pdf resume-preview
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { launchBrowser } from '../lib/browser.mjs'
import { loadContent, ROOT } from '../lib/content.mjs'
import { runScript } from '../lib/errors.mjs'
import { printResume } from '../lib/resume/print.mjs'
import { resumeDocument } from '../lib/resume/template.mjs'
import { writeStamp } from '../lib/sources.mjs'

await runScript(async () => {
  const content = await loadContent()
  const html = resumeDocument(content)
  const browser = await launchBrowser()
  try {
    const { pdf, pages } = await printResume(browser, html, content.profile.resumePages)
    const file = join(ROOT, 'public/resume.pdf')
    // Chromium dates every PDF it prints; a résumé that differs only there is left as it was,
    // so regenerating unchanged content leaves nothing to commit.
    const undated = (/** @type {Buffer} */ b) =>
      b.toString('latin1').replace(/\/(CreationDate|ModDate) \(D:[^)]*\)/g, '')
    const same = existsSync(file) && undated(readFileSync(file)) === undated(pdf)
    if (!same) writeFileSync(file, pdf)
    writeStamp('public/resume.pdf', html)
    const size = `${(pdf.length / 1024).toFixed(1)} KB${same ? ', unchanged' : ''}`
    console.log(`resume.pdf: ${pages} page${pages > 1 ? 's' : ''}, ${size}`)
  } finally {
    await browser.close()
  }
})
