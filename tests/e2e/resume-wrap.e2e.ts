import { expect, test } from 'vitest'
import {
  type ResumeContent,
  resumeDocument,
  resumeProjects,
} from '../../scripts/lib/resume/template.mjs'
import { allContent } from '../../src/content/all'
import { pageOpener } from './harness'

// The résumé as Chromium prints it (scripts/lib/resume/print.mjs), with an owner's pasted
// link of 120 characters and no place to break in a project's description, a job's bullet,
// the summary and a profile link: every line stays inside the page's margins.
const open = pageOpener()
const LONG_URL = `https://example.com/${'abcdefghij'.repeat(10)}`

function withLongWords(): ResumeContent {
  const content: ResumeContent = allContent
  const shown = resumeProjects(content.projects)[0]!
  const [job, ...jobs] = content.experience
  return {
    ...content,
    profile: { ...content.profile, interests: `${content.profile.interests} ${LONG_URL}` },
    profileLinks: content.profileLinks.map((l, i) => (i ? l : { ...l, href: LONG_URL })),
    projects: content.projects.map((p) =>
      p === shown ? { ...p, description: `${p.description} ${LONG_URL}` } : p,
    ),
    experience: [{ ...job!, bullets: [`Wrote ${LONG_URL}`, ...job!.bullets] }, ...jobs],
  }
}

test('a 120-character link in the content wraps inside the printed page', async () => {
  const html = resumeDocument(withLongWords())
  expect(html.split(LONG_URL.replace('https://', '')).length - 1).toBeGreaterThanOrEqual(4)
  const { page } = await open(null)
  await page.setContent(html, { waitUntil: 'load' })
  await page.emulateMedia({ media: 'print' })
  const outside = await page.evaluate(() => {
    const main = document.querySelector('.page') as HTMLElement
    const box = main.getBoundingClientRect()
    const style = getComputedStyle(main)
    const [left, right] = [
      box.left + Number.parseFloat(style.paddingLeft),
      box.right - Number.parseFloat(style.paddingRight),
    ]
    const out: string[] = []
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT)
    const range = document.createRange()
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue
      range.selectNodeContents(node)
      const r = range.getBoundingClientRect()
      if (r.left < left - 0.5 || r.right > right + 0.5)
        out.push(
          `${node.parentElement?.className || node.parentElement?.tagName}: ${Math.round(r.right - right)} px out`,
        )
    }
    return out
  })
  expect(outside).toEqual([])
})
