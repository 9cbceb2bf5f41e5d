// The résumé, public/resume.pdf: one Letter page printed by Chromium from an HTML template
// (scripts/assets/resume/) filled with the site's content (src/content, src/site.config.ts).
// Fails if the content does not fit on exactly one page. Records a stamp of the HTML it printed
// in scripts/assets/stamps.json, which `npm run test:unit` checks against the content.
//
// Run from the repository root:  node scripts/assets/resume.mjs
// Needs vite and playwright-core (dev dependencies) and a system Chromium (or CHROME_PATH).
// To look at the result: pdftoppm -png -r 110 -singlefile public/resume.pdf resume-preview
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { launchBrowser } from './lib/browser.mjs'
import { loadContent, ROOT } from './lib/content.mjs'
import { writeStamp } from './lib/stamps.mjs'
import { resumeDocument } from './resume/template.mjs'

const html = resumeDocument(await loadContent())

const browser = await launchBrowser()
try {
  const page = await browser.newPage()
  await page.setContent(html, { waitUntil: 'load' })
  await page.evaluate(() => document.fonts.ready)
  // The page box is exactly one sheet; content taller than it would spill onto a second.
  const overflow = await page.$eval('.page', (el) => el.scrollHeight - el.clientHeight)
  if (overflow > 0) throw new Error(`Résumé is ${overflow}px too tall for one page`)
  // Tagged (structure tree, document language) with an outline of its headings: readable by
  // screen readers and navigable by heading.
  const pdf = await page.pdf({
    format: 'Letter',
    printBackground: true,
    preferCSSPageSize: true,
    tagged: true,
    outline: true,
  })
  const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g) ?? []).length
  if (pages !== 1) throw new Error(`Résumé has ${pages} pages; expected exactly 1`)
  writeFileSync(join(ROOT, 'public/resume.pdf'), pdf)
  writeStamp('public/resume.pdf', html)
  console.log(`resume.pdf: ${pages} page, ${(pdf.length / 1024).toFixed(1)} KB`)
} finally {
  await browser.close()
}
