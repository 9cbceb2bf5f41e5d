// The résumé, public/resume.pdf: one Letter page printed by Chromium from an HTML template
// (scripts/assets/resume/) filled with the site's content (src/content, src/site.config.ts).
// Fails if the content does not fit on exactly one page.
//
// Run from the repository root:  node scripts/assets/resume.mjs
// Needs vite and playwright-core (dev dependencies) and a system Chromium (or CHROME_PATH).
// To look at the result: pdftoppm -png -r 110 -singlefile public/resume.pdf resume-preview
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { launchBrowser } from './lib/browser.mjs'
import { loadContent, ROOT } from './lib/content.mjs'
import { resumeHtml } from './resume/template.mjs'

/** The projects the résumé shows, in this order. */
const SELECTED = [
  'neural-network-visualizer',
  'lsa-search-engine',
  'image-server',
  'kmeans-visualization',
  'ocaml-interpreter',
  'recipe-app',
]

const { profile, profileLinks, university, highSchool, experience, projects, skillGroups } =
  await loadContent()

const selected = SELECTED.map((slug) => {
  const found = projects.find((p) => p.slug === slug)
  if (!found) throw new Error(`Résumé project not found: ${slug}`)
  return found
})

const html = resumeHtml({
  profile,
  links: profileLinks,
  university,
  highSchool,
  jobs: experience,
  selected,
  groups: skillGroups,
})

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
  console.log(`resume.pdf: ${pages} page, ${(pdf.length / 1024).toFixed(1)} KB`)
} finally {
  await browser.close()
}
