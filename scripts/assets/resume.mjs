// The résumé, public/resume.pdf: Letter pages printed by Chromium from an HTML template
// (scripts/assets/resume/) filled with the site's content (src/content, src/site.config.ts).
// It takes the pages its content needs; `resumePages` in src/content/profile.ts limits them
// (the script then stops, naming what does not fit). Records a stamp of the HTML it printed in
// scripts/assets/stamps.json, which `npm run test:unit` checks against the content.
//
// Run from the repository root:  node scripts/assets/resume.mjs  (or all assets: npm run assets)
// Needs vite and playwright-core (dev dependencies) and a system Chromium (or CHROME_PATH).
// To look at the result: pdftoppm -png -r 110 public/resume.pdf resume-preview
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { launchBrowser } from './lib/browser.mjs'
import { loadContent, ROOT } from './lib/content.mjs'
import { runScript } from './lib/errors.mjs'
import { writeStamp } from './lib/stamps.mjs'
import { printResume } from './resume/print.mjs'
import { resumeDocument } from './resume/template.mjs'

await runScript(async () => {
  const content = await loadContent()
  const html = resumeDocument(content)
  const browser = await launchBrowser()
  try {
    const { pdf, pages } = await printResume(browser, html, content.profile.resumePages)
    writeFileSync(join(ROOT, 'public/resume.pdf'), pdf)
    writeStamp('public/resume.pdf', html)
    console.log(
      `resume.pdf: ${pages} page${pages > 1 ? 's' : ''}, ${(pdf.length / 1024).toFixed(1)} KB`,
    )
  } finally {
    await browser.close()
  }
})
