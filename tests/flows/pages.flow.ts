import { expect, test } from 'vitest'
import { courses, courseYears } from '../../src/content/courses'
import { educationHeadings, highSchool, university } from '../../src/content/education'
import { experience } from '../../src/content/experience'
import type { Education } from '../../src/content/types'
import { routeAt, routes } from '../../src/routes'
import { profileLinks } from '../../src/site.config'
import {
  FOOTER_YEAR,
  OLDEST_PROJECT_YEAR,
  PROJECT_YEARS,
  PROJECTS_SHOWN,
  SKILL_GROUPS,
} from '../content'
import type { EnginePage } from './drivers/types'
import { abilities, click, everyPartHydrated, pageOpener, url, waitFor } from './engine'

// What each page shows of the content, read in every engine. What needs Chromium's protocol
// stays in tests/e2e/pages.e2e.ts: a shared link's layout shifts, its code held back.

const open = pageOpener()

/** The progress bar of the section titled `title` (Section.tsx names it so). */
const bar = (title: string) => `[role="progressbar"][aria-label^="${title} "]`

/** The value the progress bar `selector` shows now. */
const valueNow = (page: EnginePage, selector: string) =>
  page.evaluate(
    (sel: string) => Number(document.querySelector(sel)?.getAttribute('aria-valuenow')),
    selector,
  )

/** Goes to the hash route `path` in the same page and waits for its h1. */
async function visit(page: EnginePage, path: string) {
  const { title } = routes.find((r) => r.path === path)!
  await page.goto(url(path))
  await waitFor(page, (t: string) => document.querySelector('main h1')?.textContent === t, title, [
    title,
  ])
}

/** A school's heading and the headings of the lists Home shows for it, a level below. */
const schoolOutline = (
  school: Education,
  level: number,
  lists: ('courses' | 'activities' | 'designations' | 'awards')[],
) => [
  `${level} ${school.school}`,
  ...lists.filter((key) => school[key]).map((key) => `${level + 1} ${educationHeadings[key]}`),
]

/** Names of the links whose accessible name is `name`, as their href attributes. */
const linksNamed = (page: EnginePage, name: string) =>
  page.evaluate(
    (n: string) =>
      [...document.querySelectorAll('a[href]')]
        .filter((a) => (a.getAttribute('aria-label') ?? a.textContent?.trim()) === n)
        .map((a) => a.getAttribute('href')),
    name,
  )

/** The oldest year's section on Projects: the last jump target. */
const OLDEST_SECTION = `year-${OLDEST_PROJECT_YEAR}`

/**
 * Puts a screen's height of space before and after each section, so the last one starts far
 * down the page and can still be scrolled to the top, however little content there is. Set
 * from script: the policy allows no inline style.
 */
const spreadSections = (page: EnginePage) =>
  page.evaluate(() => {
    for (const section of document.querySelectorAll<HTMLElement>('main section')) {
      section.style.marginTop = '1500px'
      section.style.marginBottom = '1500px'
    }
  })

type Watched = { scrollEndedAt?: number }

/** From now on, notes where each scroll ends (its `scrollend`), for scrollEnded. */
const WATCH_SCROLL_END = () => {
  ;(window as Watched).scrollEndedAt = undefined
  addEventListener('scrollend', () => ((window as Watched).scrollEndedAt = scrollY))
}

/**
 * Waits for the watched page's scroll to have ended where it is now, where the engine reports
 * it. A smooth scroll's tail can still run after the section reads as landed, and in Chromium
 * an instant scroll then ends it late, stopping the next smooth scroll a few pixels in.
 */
const scrollEnded = (page: EnginePage) =>
  waitFor(
    page,
    () => !('onscrollend' in window) || (window as Watched).scrollEndedAt === scrollY,
    'the scroll to end',
  )

/**
 * Clicks `button` and reads the top of `target` before and after, in the same task as the
 * click: an instant jump has already landed, a smooth one has not started to move yet.
 */
const topAfterClick = async (page: EnginePage, button: string, target: string) => {
  await page.evaluate(WATCH_SCROLL_END)
  return page.evaluate(
    (b: string, t: string) => {
      const top = () => Math.round(document.getElementById(t)!.getBoundingClientRect().top)
      const before = top()
      ;(document.querySelector(b) as HTMLElement).click()
      return { before, after: top() }
    },
    button,
    target,
  )
}

/** Waits for `id`'s top to come within `below` px of the window's; on a time-out, says where it is. */
const sectionNear = (page: EnginePage, id: string, below: number) =>
  waitFor(
    page,
    (i: string, b: number) => document.getElementById(i)!.getBoundingClientRect().top < b,
    `#${id} near the top`,
    [id, below],
  ).catch(async (error: Error) => {
    const where = await page.evaluate(
      (i: string) =>
        `top ${Math.round(document.getElementById(i)!.getBoundingClientRect().top)} px, ` +
        `scrolled ${Math.round(scrollY)} of ${document.documentElement.scrollHeight - innerHeight} px`,
      id,
    )
    throw new Error(`${error.message}: ${where}`)
  })

/**
 * A year's jump on Projects, then About's in the nav on Home: each lands on its section
 * (About's right under the sticky header), instantly with reduced motion (`instant`), else
 * smoothly; the route never changes.
 */
async function jumps(page: EnginePage, instant: boolean) {
  // The year buttons are clicked from script (no pointer, no focus, which would hydrate them
  // at once): every part of the page has hydrated first, which the icons' sprite follows.
  await everyPartHydrated(page)
  await spreadSections(page)
  const year = await topAfterClick(
    page,
    'nav[aria-label="Project years"] li:last-child button',
    OLDEST_SECTION,
  )
  expect(year.before).toBeGreaterThan(1000)
  if (instant) expect(year.after).toBeLessThan(300)
  else expect(year.after).toBe(year.before)
  await sectionNear(page, OLDEST_SECTION, 300)
  await scrollEnded(page)
  expect(await page.evaluate(() => location.hash)).toBe('#/projects')

  await click(page, { role: 'link', name: 'Home', within: 'main' })
  await waitFor(page, () => document.getElementById('skills') !== null, 'Home')
  // Home as long as Projects was made: a short Home (less content) still has far to jump.
  await spreadSections(page)
  await page.evaluate(() =>
    window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }),
  )
  const about = await topAfterClick(page, 'nav[aria-label="Main"] a', 'about')
  expect(about.before).toBeLessThan(-1000)
  if (instant) expect(about.after).toBeGreaterThan(-300)
  else expect(about.after).toBe(about.before)
  // The section lands right under the sticky header, and the route stays Home.
  await waitFor(
    page,
    () => {
      const header = document.querySelector('header')!.getBoundingClientRect().bottom
      return Math.abs(document.getElementById('about')!.getBoundingClientRect().top - header) <= 1
    },
    'About right under the header',
  )
  expect(await page.evaluate(() => location.hash)).toBe('#/')
}

// One page for every screen: in WebKit each page is a browser started afresh.
test('Home, Courses, Work Experience and Projects show every entry of the content; the About progress grows as the page scrolls under a header that stays; a route change scrolls to the top; a jump within a page scrolls smoothly and keeps the route', async () => {
  const page = await open('/', { height: 600 })
  const seen = await page.evaluate(
    (dates: string[], labels: string[]) => {
      const all = [...document.querySelectorAll('body *')]
      // The innermost elements that hold `text`: how many places show it.
      const places = (text: string) =>
        all.filter(
          (el) =>
            el.textContent?.includes(text) &&
            ![...el.children].some((c) => c.textContent?.includes(text)),
        )
      const visible = (el: Element) => el.getBoundingClientRect().height > 0
      return {
        headings: [...document.querySelectorAll('h1, h2, h3, h4')].map((h) =>
          h.textContent?.trim(),
        ),
        bars: [...document.querySelectorAll('[role="progressbar"]')].map((b) => ({
          name: b.getAttribute('aria-label'),
          min: b.getAttribute('aria-valuemin'),
          max: b.getAttribute('aria-valuemax'),
        })),
        dates: dates.map((d) => places(d).length),
        facts: labels.filter(
          (l) => !places(l).some((el) => el.textContent?.trim() === l && visible(el)),
        ),
        sphere: document.querySelectorAll('[role="img"][aria-label*="skill sphere" i]').length,
        // The outline a screen reader's heading list shows of About, as "level name".
        outline: [...document.querySelectorAll('#about :is(h1, h2, h3, h4, h5, h6)')].map(
          (h) => `${h.tagName.slice(1)} ${h.textContent?.replace(/\s+/g, ' ').trim()}`,
        ),
        footer: [...document.querySelectorAll('footer')].at(-1)?.textContent,
        header: [...document.querySelectorAll('header a[href]')].map((a) => ({
          label: a.getAttribute('aria-label'),
          href: a.getAttribute('href'),
        })),
      }
    },
    [university.dates, highSchool.dates],
    (highSchool.facts ?? []).map((f) => f.label),
  )
  expect(seen.headings).toEqual(expect.arrayContaining(['About', 'Skills', ...SKILL_GROUPS]))
  for (const name of ['About', 'Skills']) {
    expect(seen.bars).toContainEqual({
      name: `${name} section scroll progress`,
      min: '0',
      max: '100',
    })
  }
  expect(seen.dates).toEqual([1, 1])
  expect(seen.facts, 'facts not shown').toEqual([])
  expect(seen.sphere).toBe(1)
  // Each school a heading under Education, and its lists under the school.
  expect(seen.outline).toEqual([
    '2 About',
    `3 ${educationHeadings.title}`,
    ...schoolOutline(university, 4, ['courses']),
    ...schoolOutline(highSchool, 4, ['activities', 'designations', 'awards']),
  ])
  expect(seen.footer).toContain(FOOTER_YEAR)
  // The site config's profile links, each a web or mailto: address.
  for (const { label, href } of profileLinks) {
    expect(seen.header).toContainEqual({ label, href })
    expect(href).toMatch(/^(https?:\/\/|mailto:)/)
  }
  expect(await linksNamed(page, 'View Relevant Courses')).toEqual(['#/courses'])

  const about = bar('About')
  const before = await valueNow(page, about)
  expect(before).toBeGreaterThanOrEqual(0)
  await page.evaluate(() => window.scrollBy({ top: 600, behavior: 'instant' }))
  await waitFor(
    page,
    (sel: string, b: number) =>
      Number(document.querySelector(sel)?.getAttribute('aria-valuenow')) > b,
    'the About progress to grow',
    [about, before],
  )
  // About's end in view, mid-screen (the sphere, at the end of the page, stays out of view).
  await page.evaluate(() => {
    const end = document.getElementById('about')!.getBoundingClientRect().bottom + scrollY
    window.scrollTo({ top: end - innerHeight / 2, behavior: 'instant' })
  })
  await waitFor(
    page,
    (sel: string) => document.querySelector(sel)?.getAttribute('aria-valuenow') === '100',
    'the About progress at 100',
    [about],
  )

  // The header stays at the top of the window; a route change scrolls to the top.
  expect(
    await page.evaluate(() => document.querySelector('header')!.getBoundingClientRect().top),
  ).toBe(0)
  expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0)
  await click(page, { role: 'link', name: 'View Relevant Courses' })
  await waitFor(
    page,
    (t: string) => document.querySelector('main h1')?.textContent === t,
    'Courses',
    [routeAt('/courses').title],
  )
  expect(await page.evaluate(() => [location.hash, scrollY])).toEqual(['#/courses', 0])
  const years = await page.evaluate(() =>
    [...document.querySelectorAll('main section[aria-labelledby]')].map((section) => ({
      heading: document.getElementById(section.getAttribute('aria-labelledby')!)?.textContent,
      cards: [...section.querySelectorAll('li')]
        .filter((li) => li.querySelector('h3'))
        .map((li) => ({
          title: li.querySelector('h3')?.textContent?.trim(),
          links: [...li.querySelectorAll('a[href]')].map((a) => a.textContent?.trim()),
          text: li.textContent ?? '',
        })),
    })),
  )
  expect(years.map((y) => y.heading)).toEqual(courseYears.map((y) => y.heading))
  for (const [i, { year }] of courseYears.entries()) {
    const ofYear = courses.filter((c) => c.year === year)
    expect(years[i]!.cards.map((c) => c.title)).toEqual(ofYear.map((c) => c.title))
    ofYear.forEach((course, j) => {
      expect(years[i]!.cards[j]!.links, course.title).toContain(course.title)
      expect(years[i]!.cards[j]!.text, course.title).toContain(course.term)
    })
  }

  await visit(page, '/work-experience')
  expect(await linksNamed(page, 'Home')).toEqual(['#/'])
  const jobs = await page.evaluate(() =>
    [...document.querySelectorAll('main ol > li')].map((li) => li.textContent ?? ''),
  )
  expect(jobs).toHaveLength(experience.length)
  experience.forEach((entry, i) => {
    expect(jobs[i]).toContain(entry.dates)
    for (const bullet of entry.bullets) expect(jobs[i]).toContain(bullet)
  })

  await visit(page, '/projects')
  const shown = await page.evaluate(() => ({
    years: [...document.querySelectorAll('main h2')].map((h) => h.textContent?.trim()),
    titles: [...document.querySelectorAll('main h3 a')].map((a) => a.textContent?.trim()),
    hrefs: [...document.querySelectorAll<HTMLAnchorElement>('main h3 a')].map((a) => a.href),
    alts: [...document.querySelectorAll('main img')].map((i) => i.getAttribute('alt')),
  }))
  expect(shown.years).toEqual(PROJECT_YEARS.map(String))
  expect(shown.titles).toEqual(PROJECTS_SHOWN.map((p) => p.title))
  for (const href of shown.hrefs) expect(href).toMatch(/^https:\/\//)
  expect(shown.alts).toEqual(PROJECTS_SHOWN.map((p) => p.alt))
  // Every thumbnail loads: each one still loading is brought into view until none is.
  await waitFor(
    page,
    () => {
      const pending = [...document.querySelectorAll<HTMLImageElement>('main img')].find(
        (i) => !i.complete,
      )
      pending?.scrollIntoView()
      return !pending
    },
    'every thumbnail to load',
  )
  expect(
    await page.evaluate(
      () =>
        [...document.querySelectorAll<HTMLImageElement>('main img')].filter(
          (i) => i.naturalWidth === 0,
        ).length,
    ),
  ).toBe(0)

  // The oldest year's button, clicked: its section comes up, the route stays.
  await spreadSections(page)
  await page.evaluate(WATCH_SCROLL_END)
  await click(page, { role: 'button', name: OLDEST_PROJECT_YEAR, within: 'main' })
  await sectionNear(page, OLDEST_SECTION, 200)
  await scrollEnded(page)
  expect(await page.evaluate(() => location.hash)).toBe('#/projects')
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  await jumps(page, false)
})

const reducedTest = abilities.reducedMotion ? test : () => {}
reducedTest('with reduced motion, each jump is instant', async () => {
  await jumps(await open('/projects', { reducedMotion: true }), true)
})
