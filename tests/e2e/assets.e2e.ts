// The asset scripts' printing and drawing in Chromium, on content an owner might write: a
// résumé that outgrows one page, one that is limited to it, and the mark from initials or from
// an image. They drive their own browser (scripts/lib/browser.mjs), not the site.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import UPNG from 'upng-js'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { launchBrowser, renderPng } from '../../scripts/lib/browser.mjs'
import { ContentError } from '../../scripts/lib/errors.mjs'
import { fitInitials, markOf, markSvg } from '../../scripts/lib/mark.mjs'
import { pdfTitles, printResume } from '../../scripts/lib/resume/print.mjs'
import {
  type ResumeContent,
  resumeDocument,
  resumeProjects,
} from '../../scripts/lib/resume/template.mjs'
import { allContent } from '../../src/content/all'
import { projects } from '../../src/content/projects'
import type { Experience, Project } from '../../src/content/types'
import { colors } from '../../src/theme.mjs'
import { pixels } from '../flows/pixels'

const content: ResumeContent = allContent

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** An owner's longer content: one more job, and six more projects placed after today's. */
function longer(): ResumeContent {
  const job: Experience = {
    dates: 'Jun 2025 - Aug 2025',
    title: 'Software Engineering Intern',
    organisation: 'Example Analytics, Platform team',
    bullets: [
      'Moved the nightly reports from cron jobs to a queue, cutting failed runs to zero.',
      'Wrote the load tests that sized the new cluster.',
      'Reviewed pull requests for a team of six.',
    ],
    tags: ['Go', 'Kafka', 'PostgreSQL'],
  }
  const today = resumeProjects(projects)
  const more: Project[] = projects.slice(0, 6).map((p, i) => ({
    ...p,
    slug: `${p.slug}-again`,
    title: `${p.title} Two`,
    resume: today.length + i + 1,
  }))
  return { ...content, experience: [job, ...content.experience], projects: [...projects, ...more] }
}

/** Outline titles without spaces: a heading that wraps loses its space there. */
const squeeze = (s: string) => s.replace(/\s+/g, '')

describe('the résumé', () => {
  test('flows onto a second page with every entry when the content needs it', async () => {
    const owner = longer()
    const { pdf, pages } = await printResume(browser, resumeDocument(owner))
    expect(pages).toBe(2)
    const titles = pdfTitles(pdf).map(squeeze)
    const at = (title: string) => titles.findIndex((t) => t.includes(squeeze(title)))
    const expected = [
      ...[owner.university, owner.highSchool].map((s) => s.degree),
      ...owner.experience.filter((j) => j.resume !== false).map((j) => j.title),
      ...resumeProjects(owner.projects).map((p) => p.title),
    ]
    expect(expected.filter((t) => at(t) < 0)).toEqual([])
    // The projects keep their places, the added ones after today's.
    const places = resumeProjects(owner.projects).map((p) => at(p.title))
    expect(places).toEqual([...places].sort((a, b) => a - b))
  })

  test('limited to one page, stops with one line naming what does not fit', async () => {
    const owner = longer()
    const html = resumeDocument(owner)
    const error = await printResume(browser, html, 1).then(
      () => new Error('printed'),
      (e: Error) => e,
    )
    expect(error).toBeInstanceOf(ContentError)
    expect(error.message).toMatch(
      /^src\/content\/profile.ts: the résumé needs 2 pages but profile.resumePages is 1; shorten the content by about \d+px \(what does not fit: src\/content\/[a-z]+\.ts: /,
    )
    expect(error.message).not.toContain('\n')
    // The same content, allowed two pages, prints.
    expect((await printResume(browser, html, 2)).pages).toBe(2)
  })
})

/** The bounding box of the pixels of a colour (within a tolerance) in an RGBA image. */
function inkBox(rgba: Uint8Array, size: number, hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16))
  const box = { left: size, top: size, right: -1, bottom: -1 }
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 4
      const near =
        Math.abs(rgba[i]! - r!) + Math.abs(rgba[i + 1]! - g!) + Math.abs(rgba[i + 2]! - b!) < 40
      if (near && rgba[i + 3]! > 200) {
        box.left = Math.min(box.left, x)
        box.right = Math.max(box.right, x)
        box.top = Math.min(box.top, y)
        box.bottom = Math.max(box.bottom, y)
      }
    }
  }
  return box
}

describe('the mark on the icons and the link picture', () => {
  const SIZE = 256
  const draw = async (svg: string) =>
    pixels(await renderPng(browser, svg, { width: SIZE, height: SIZE, transparent: true }))

  test.each(['AQ', 'W', 'MJW', 'ij'])(
    'initials %j are drawn as text, centred on the tile and filling most of it',
    async (initials) => {
      const mark = { initials, image: null }
      const rgba = await draw(markSvg(mark, await fitInitials(browser, initials), { inset: 1 }))
      const box = inkBox(rgba, SIZE, colors.accent)
      const [w, h] = [box.right - box.left, box.bottom - box.top]
      expect(Math.abs((box.left + box.right) / 2 - SIZE / 2)).toBeLessThan(SIZE * 0.03)
      expect(Math.abs((box.top + box.bottom) / 2 - SIZE / 2)).toBeLessThan(SIZE * 0.03)
      // The ink fills the box of the letters (50 x 34 of 64) in one direction at least.
      expect(Math.max(w / (SIZE * (50 / 64)), h / (SIZE * (34 / 64)))).toBeGreaterThan(0.9)
    },
  )

  test("an owner's image fills the tile instead of the initials", async () => {
    const root = mkdtempSync(join(tmpdir(), 'mark-'))
    // A red square picture with a blue centre.
    const side = 32
    const rgba = new Uint8Array(side * side * 4).map((_, i) => {
      const [x, y, c] = [(i >> 2) % side, Math.floor(i / 4 / side), i % 4]
      const centre = Math.abs(x - side / 2) < 4 && Math.abs(y - side / 2) < 4
      return [centre ? 0 : 255, 0, centre ? 255 : 0, 255][c]!
    })
    writeFileSync(join(root, 'me.png'), Buffer.from(UPNG.encode([rgba.buffer], side, side, 0)))
    let icon: Uint8Array
    try {
      const mark = markOf({ name: 'Avery Quinn', image: 'me.png' }, root)
      icon = await draw(markSvg(mark, { fontSize: 1, x: 0, y: 0 }, {}, root))
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
    const at = (x: number, y: number) => [
      ...icon.subarray((y * SIZE + x) * 4, (y * SIZE + x) * 4 + 4),
    ]
    expect(at(SIZE / 2, SIZE / 2)).toEqual([0, 0, 255, 255])
    expect(at(SIZE / 2, SIZE / 8)).toEqual([255, 0, 0, 255])
    expect(at(0, 0)[3]).toBe(0) // outside the rounded tile
    expect(inkBox(icon, SIZE, colors.accent).right).toBe(-1) // no initials drawn
  })
})
