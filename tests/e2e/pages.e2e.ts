import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { useBrowser } from './harness'

const open = useBrowser()

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
    for (const text of ['Sept 2022 - May 2026', 'Sept 2018 - June 2022']) {
      expect(await page.getByText(text).count()).toBe(1)
    }
    for (const label of ['GPA', 'Rank']) {
      expect(await page.getByText(label, { exact: true }).isVisible()).toBe(true)
    }
    const courses = page.getByRole('link', { name: 'View Relevant Courses' })
    expect(await courses.getAttribute('href')).toBe('#/courses')
    for (const group of ['Comfortable', 'Familiar', 'Currently Learning']) {
      expect(await page.getByRole('heading', { name: group }).isVisible()).toBe(true)
    }
    expect(await page.getByRole('img', { name: /skill sphere/i }).count()).toBe(1)
    expect(await page.locator('footer').last().textContent()).toContain('2024')
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
  test('three entries newest first, the first TBD', async () => {
    const { page } = await open('/work-experience')
    await page.getByRole('heading', { name: 'Work Experience' }).waitFor()
    expect(await page.getByRole('link', { name: 'Home', exact: true }).getAttribute('href')).toBe(
      '#/',
    )
    const items = page.locator('main ol > li')
    expect(await items.count()).toBe(3)
    const texts = await items.allTextContents()
    expect(texts[0]).toContain('Jan 2025 - Present')
    expect(texts[0]).toContain('TBD')
    expect(texts[1]).toContain('Sep 2024 - Dec 2024')
    expect(texts[2]).toContain('Nov 2022')
  })
})

describe('projects', () => {
  test('years, 17 external title links and thumbnails', async () => {
    const { page } = await open('/projects')
    await page.getByRole('heading', { name: 'Projects' }).waitFor()
    expect(await page.getByRole('link', { name: 'Home', exact: true }).count()).toBe(1)
    for (const year of ['2024', '2023', '2022', '2021']) {
      expect(await page.getByRole('heading', { name: year, exact: true }).count()).toBe(1)
    }
    const titles = page.locator('main h3 a')
    expect(await titles.count()).toBe(17)
    for (const href of await titles.evaluateAll((as) =>
      as.map((a) => (a as HTMLAnchorElement).href),
    )) {
      expect(href).toMatch(/^https:\/\//)
    }
    const alts = await page
      .locator('main img')
      .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')))
    expect(alts).toHaveLength(17)
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
    await page.getByRole('button', { name: '2021' }).click()
    await page.waitForFunction(() => {
      const top = document.getElementById('year-2021')?.getBoundingClientRect().top ?? 9999
      return top < 200
    })
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
    await page.getByRole('button', { name: '2021' }).waitFor()
    const year = await topAfterClick(
      page,
      'nav[aria-label="Project years"] li:last-child button',
      'year-2021',
    )
    expect(year.before).toBeGreaterThan(1000)
    if (instant) expect(year.after).toBeLessThan(300)
    else expect(year.after).toBe(year.before)
    await page.waitForFunction(
      () => document.getElementById('year-2021')!.getBoundingClientRect().top < 300,
    )

    await page.getByRole('link', { name: 'Home', exact: true }).click()
    await page.getByRole('heading', { name: 'Skills', exact: true }).waitFor()
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    const about = await topAfterClick(page, 'nav[aria-label="Main"] a', 'about')
    expect(about.before).toBeLessThan(-1000)
    if (instant) expect(about.after).toBeGreaterThan(-300)
    else expect(about.after).toBe(about.before)
  })
})

describe('courses', () => {
  test('three years with 16 course links, each Spring or Fall', async () => {
    const { page } = await open('/courses')
    for (const year of ['Junior', 'Sophomore', 'Freshmen']) {
      await page.getByRole('heading', { name: year, exact: true }).waitFor()
    }
    expect(await page.getByRole('link', { name: 'Home', exact: true }).count()).toBe(1)
    const cards = page.locator('main section li.card')
    expect(await cards.count()).toBe(16)
    expect(await page.locator('main section li.card h3 a').count()).toBe(16)
    for (const text of await cards.allTextContents()) expect(text).toMatch(/Spring|Fall/)
  })
})
