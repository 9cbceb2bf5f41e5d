import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { courses, courseYears } from '../../src/content/courses'
import { highSchool, university } from '../../src/content/education'
import { experience } from '../../src/content/experience'
import { lazyRoutes, pageFile } from '../../src/routes'
import { holdBuilt, holdFile, snapshotOf } from './chunks'
import {
  FOOTER_YEAR,
  OLDEST_PROJECT_YEAR,
  PROJECT_YEARS,
  PROJECTS_SHOWN,
  SKILL_GROUPS,
} from './content'
import { appLive, frames, pageOpener, url } from './harness'

const open = pageOpener()

describe('home', () => {
  test('shows About and Skills with progress bars, education and skills', async () => {
    const { page } = await open('/')
    for (const name of ['About', 'Skills']) {
      await page.getByRole('heading', { name, exact: true }).waitFor()
      const bar = page.getByRole('progressbar', { name: new RegExp(name) })
      expect(await bar.getAttribute('aria-valuemin')).toBe('0')
      expect(await bar.getAttribute('aria-valuemax')).toBe('100')
      const now = Number(await bar.getAttribute('aria-valuenow'))
      expect(now).toBeGreaterThanOrEqual(0)
      expect(now).toBeLessThanOrEqual(100)
    }
    for (const { dates } of [university, highSchool]) {
      expect(await page.getByText(dates).count()).toBe(1)
    }
    for (const { label } of highSchool.facts ?? []) {
      expect(await page.getByText(label, { exact: true }).isVisible()).toBe(true)
    }
    const courses = page.getByRole('link', { name: 'View Relevant Courses' })
    expect(await courses.getAttribute('href')).toBe('#/courses')
    for (const group of SKILL_GROUPS) {
      expect(await page.getByRole('heading', { name: group }).isVisible()).toBe(true)
    }
    expect(await page.getByRole('img', { name: /skill sphere/i }).count()).toBe(1)
    expect(await page.locator('footer').last().textContent()).toContain(FOOTER_YEAR)
  })

  test('the About progress grows as the page scrolls', async () => {
    const { page } = await open('/', { height: 600 })
    const bar = page.getByRole('progressbar', { name: /About/ })
    const before = Number(await bar.getAttribute('aria-valuenow'))
    await page.mouse.wheel(0, 600)
    await page.waitForFunction(
      (b) =>
        Number(document.querySelector('[aria-label^="About"]')?.getAttribute('aria-valuenow')) > b,
      before,
    )
    await page.mouse.wheel(0, 20000)
    await page.waitForFunction(
      () =>
        document.querySelector('[aria-label^="About"]')?.getAttribute('aria-valuenow') === '100',
    )
  })
})

describe('work experience', () => {
  test('every entry of the content, newest first, with its dates and bullets', async () => {
    const { page } = await open('/work-experience')
    await page.getByRole('heading', { name: 'Work Experience' }).waitFor()
    expect(await page.getByRole('link', { name: 'Home', exact: true }).getAttribute('href')).toBe(
      '#/',
    )
    const items = page.locator('main ol > li')
    const texts = await items.allTextContents()
    expect(texts).toHaveLength(experience.length)
    experience.forEach((entry, i) => {
      expect(texts[i]).toContain(entry.dates)
      for (const bullet of entry.bullets) expect(texts[i]).toContain(bullet)
    })
  })
})

/** The oldest year's section on Projects: the last jump target. */
const OLDEST_SECTION = `year-${OLDEST_PROJECT_YEAR}`

/**
 * Puts a screen's height of space before and after each year's section, so the last one
 * starts far down the page and can still be scrolled to the top, however few projects the
 * content has (one year included). Set from script: the policy allows no inline style.
 */
const spreadSections = (page: Page) =>
  page.evaluate(() => {
    for (const section of document.querySelectorAll<HTMLElement>('main section')) {
      section.style.marginTop = '1500px'
      section.style.marginBottom = '1500px'
    }
  })

describe('projects', () => {
  test('every year, and every project with an external title link and a thumbnail', async () => {
    const { page } = await open('/projects')
    await page.getByRole('heading', { name: 'Projects' }).waitFor()
    expect(await page.getByRole('link', { name: 'Home', exact: true }).count()).toBe(1)
    for (const year of PROJECT_YEARS) {
      expect(await page.getByRole('heading', { name: String(year), exact: true }).count()).toBe(1)
    }
    const titles = page.locator('main h3 a')
    expect(await titles.allTextContents()).toEqual(PROJECTS_SHOWN.map((p) => p.title))
    for (const href of await titles.evaluateAll((as) =>
      as.map((a) => (a as HTMLAnchorElement).href),
    )) {
      expect(href).toMatch(/^https:\/\//)
    }
    const alts = await page
      .locator('main img')
      .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')))
    expect(alts).toEqual(PROJECTS_SHOWN.map((p) => p.alt))
    expect(alts.every((a) => !!a && a.length > 0)).toBe(true)
  })

  test('every thumbnail loads', async () => {
    const { page } = await open('/projects', { height: 6000 })
    await page.locator('main img').first().waitFor()
    await page.waitForFunction(() =>
      [...document.querySelectorAll('main img')].every((i) => (i as HTMLImageElement).complete),
    )
    const broken = await page
      .locator('main img')
      .evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth === 0).length)
    expect(broken).toBe(0)
  })

  test('a year jump scrolls and never changes the route', async () => {
    const { page } = await open('/projects')
    await page.getByRole('heading', { name: OLDEST_PROJECT_YEAR, exact: true }).waitFor()
    await spreadSections(page)
    await page.getByRole('button', { name: OLDEST_PROJECT_YEAR, exact: true }).click()
    await page.waitForFunction((id) => {
      const top = document.getElementById(id)?.getBoundingClientRect().top ?? 9999
      return top < 200
    }, OLDEST_SECTION)
    expect(new URL(page.url()).hash).toBe('#/projects')
    expect(await page.getByText('Page Not Found').count()).toBe(0)
  })
})

describe('jumps within a page', () => {
  // Read in the same task as the click: an instant jump has already landed, a smooth one
  // has not started to move yet.
  const topAfterClick = (page: Page, button: string, target: string) =>
    page.evaluate(
      ([b, t]) => {
        const top = () => Math.round(document.getElementById(t!)!.getBoundingClientRect().top)
        const before = top()
        ;(document.querySelector(b!) as HTMLElement).click()
        return { before, after: top() }
      },
      [button, target],
    )

  test.each([
    ['reduce', true],
    ['no-preference', false],
  ] as const)('with reduced motion %s, a jump is instant: %s', async (reducedMotion, instant) => {
    const { page } = await open('/projects', { reducedMotion })
    await page.getByRole('button', { name: OLDEST_PROJECT_YEAR, exact: true }).waitFor()
    await spreadSections(page)
    const year = await topAfterClick(
      page,
      'nav[aria-label="Project years"] li:last-child button',
      OLDEST_SECTION,
    )
    expect(year.before).toBeGreaterThan(1000)
    if (instant) expect(year.after).toBeLessThan(300)
    else expect(year.after).toBe(year.before)
    await page.waitForFunction(
      (id) => document.getElementById(id)!.getBoundingClientRect().top < 300,
      OLDEST_SECTION,
    )

    await page.getByRole('link', { name: 'Home', exact: true }).click()
    await page.getByRole('heading', { name: 'Skills', exact: true }).waitFor()
    // Home as long as Projects was made: a short Home (less content) still has far to jump.
    await spreadSections(page)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    const about = await topAfterClick(page, 'nav[aria-label="Main"] a', 'about')
    expect(about.before).toBeLessThan(-1000)
    if (instant) expect(about.after).toBeGreaterThan(-300)
    else expect(about.after).toBe(about.before)
  })
})

describe('courses', () => {
  test('every year, and every course with its link and its term, Spring or Fall', async () => {
    const { page } = await open('/courses')
    for (const { heading } of courseYears) {
      await page.getByRole('heading', { name: heading, exact: true }).waitFor()
    }
    expect(await page.getByRole('link', { name: 'Home', exact: true }).count()).toBe(1)
    // Each year is a region named by its heading; each course in it an item headed by its
    // title, a link, with its term.
    for (const { year, heading } of courseYears) {
      const region = page.getByRole('region', { name: heading, exact: true })
      const cards = region
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 3 }) })
      const ofYear = courses.filter((c) => c.year === year)
      expect(await cards.count()).toBe(ofYear.length)
      for (const course of ofYear) {
        const title = page.getByRole('heading', { level: 3, name: course.title, exact: true })
        const card = cards.filter({ has: title })
        expect(await card.count(), course.title).toBe(1)
        expect(await card.getByRole('link', { name: course.title, exact: true }).count()).toBe(1)
        expect(await card.textContent()).toContain(course.term)
      }
    }
  })
})

// Records every layout shift the page makes (the Layout Instability API, as CLS counts them).
const RECORD_SHIFTS = `
  window.__shifts = []
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue
      window.__shifts.push(e.sources.map((s) => s.node ? s.node.nodeName : '?').join(' ') + ' ' + e.value.toFixed(4))
    }
  }).observe({ type: 'layout-shift', buffered: true })
`

const shifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)

describe('a shared link to a page', () => {
  test.each(lazyRoutes.map((r) => [r.path, r.page, r.title] as const))(
    '%s: nothing on screen moves when the app takes over its snapshot',
    async (path, name, title) => {
      const { page } = await open(null, { width: 412, height: 823, initScript: RECORD_SHIFTS })
      // The page's code is held until its snapshot has shown, as on a slow network.
      const { release } = await holdFile(page, pageFile(name))
      await page.goto(url(path))
      await page.getByRole('heading', { level: 1, name: title }).waitFor()
      await frames(page, 2)
      release()
      await appLive(page)
      await frames(page, 3)
      expect(await shifts(page)).toEqual([])
    },
  )

  test.each(lazyRoutes.map((r) => [r.path, r.page, r.title] as const))(
    '%s, its snapshot lost: nothing on screen moves while its code arrives',
    async (path, name, title) => {
      const { page } = await open(null, { width: 412, height: 823, initScript: RECORD_SHIFTS })
      // No snapshot ever comes, and the page's code is held until its placeholder has shown.
      await holdBuilt(page, snapshotOf(path))
      const { release } = await holdFile(page, pageFile(name))
      await page.goto(url(path))
      await page.locator('main > [aria-busy="true"]').waitFor()
      await frames(page, 2)
      release()
      await page.getByRole('heading', { level: 1, name: title }).waitFor()
      await frames(page, 3)
      expect(await shifts(page)).toEqual([])
    },
  )
})
