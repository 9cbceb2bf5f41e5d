import { expect, test } from 'vitest'
import { courses, courseYears } from '../../src/content/courses'
import { educationHeadings, highSchool, university } from '../../src/content/education'
import { experience } from '../../src/content/experience'
import { profile } from '../../src/content/profile'
import type { Education } from '../../src/content/types'
import { routeAt, routes } from '../../src/routes'
import { profileLinks } from '../../src/site.config'
import {
  COPYRIGHT,
  OLDEST_PROJECT_YEAR,
  PROJECT_YEARS,
  PROJECTS_SHOWN,
  SKILL_GROUPS,
} from '../content'
import type { EnginePage } from './drivers/types'
import { abilities, click, everyPartHydrated, pageOpener, url, waitFor } from './engine'

// What each page shows of the content, read in every engine: compared with the content files
// entry by entry, every entry is shown with each of its fields, in the content's order, and
// nothing else is (the counts match exactly), so the pages are the owner's content, whatever
// it is. What needs Chromium's protocol stays in tests/e2e/pages.e2e.ts: a shared link's
// layout shifts, its code held back.

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

/**
 * How many footers are the page's contentinfo landmark: outside main and every other
 * sectioning element. The one footer, outside main, must be.
 */
const siteFooters = (page: EnginePage) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll('footer')].filter(
        (f) => !f.closest('article, aside, main, nav, section'),
      ).length,
  )

/** The lists of a school, by heading, as Home shows them (only the lists the school has). */
function schoolLists(school: Education): Record<string, string[]> {
  const lists: Record<string, string[]> = {}
  for (const key of ['courses', 'activities', 'designations', 'awards'] as const) {
    const items = school[key]
    if (items) lists[educationHeadings[key]] = [...items]
  }
  return lists
}

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
  // An instant jump has nothing left to run, and Firefox reports no end for it.
  if (!instant) await scrollEnded(page)
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
    (dates: string[], labels: string[], texts: string[]) => {
      const all = [...document.querySelectorAll('body *')]
      // The innermost elements that hold `text`: how many places show it.
      const places = (text: string) =>
        all.filter(
          (el) =>
            el.textContent?.includes(text) &&
            ![...el.children].some((c) => c.textContent?.includes(text)),
        )
      const visible = (el: Element) => el.getBoundingClientRect().height > 0
      const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()
      return {
        name: squash(document.querySelector('main h1')?.textContent),
        // How many elements read exactly `text` (not counting those around them).
        exactly: texts.map(
          (text) =>
            all.filter(
              (el) =>
                squash(el.textContent) === text &&
                ![...el.children].some((c) => squash(c.textContent) === text),
            ).length,
        ),
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
        // Each school as About shows it: its text, its facts and its lists by heading.
        schools: [...document.querySelectorAll('#about article')].map((article) => ({
          school: article.querySelector('h4')?.textContent ?? '',
          text: squash(article.textContent),
          facts: [...article.querySelectorAll('dt')].map((dt) => ({
            label: dt.textContent ?? '',
            value: dt.nextElementSibling?.textContent ?? '',
          })),
          lists: Object.fromEntries(
            [...article.querySelectorAll('h5')].map((h) => [
              h.textContent ?? '',
              [...(h.nextElementSibling?.querySelectorAll('li') ?? [])].map((li) => li.textContent),
            ]),
          ),
        })),
        footer: [...[...document.querySelectorAll('footer')].at(-1)!.querySelectorAll('p')].map(
          (p) => squash(p.textContent),
        ),
        header: [...document.querySelectorAll('header a[aria-label]')].map((a) => ({
          label: a.getAttribute('aria-label'),
          href: a.getAttribute('href'),
        })),
      }
    },
    [university.dates, highSchool.dates],
    (highSchool.facts ?? []).map((f) => f.label),
    [profile.role, profile.tagline, profile.interests],
  )
  expect(seen.name).toBe(profile.name)
  expect(seen.exactly, 'role, tagline and interests, once each').toEqual([1, 1, 1])
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
  // Each school with its dates, degree and place, every fact and every list of the content.
  expect(seen.schools.map((s) => s.school)).toEqual([university.school, highSchool.school])
  for (const [i, school] of [university, highSchool].entries()) {
    const shown = seen.schools[i]!
    expect(shown.text).toContain(school.dates)
    expect(shown.text).toContain(`${school.degree} · ${school.location}`)
    expect(shown.facts).toEqual((school.facts ?? []).map((f) => ({ ...f })))
    expect(shown.lists).toEqual(schoolLists(school))
  }
  expect(seen.footer).toEqual([profile.credits, COPYRIGHT])
  expect(await siteFooters(page), 'the contentinfo footers of Home').toBe(1)
  // The site config's profile links, in order, each a web or mailto: address.
  expect(seen.header).toEqual(profileLinks.map(({ label, href }) => ({ label, href })))
  for (const { href } of profileLinks) expect(href).toMatch(/^(https?:\/\/|mailto:)/)
  // Live, the header's profile links are their icons alone: each names its sprite, and none
  // shows its name after it (pre-rendered, with JavaScript off, they do: prerender.e2e.ts).
  await everyPartHydrated(page)
  expect(
    await page.evaluate(() => ({
      names: [...document.querySelectorAll('header a[aria-label]')].map(
        (a) => getComputedStyle(a, '::after').content,
      ),
      icons: document.querySelectorAll('header use[href]').length,
    })),
  ).toEqual({ names: profileLinks.map(() => 'none'), icons: profileLinks.length })
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
  // Every year and course of the content, in order, with its term, code, title and link.
  expect(
    await page.evaluate(() =>
      [...document.querySelectorAll('main section h2')].map((h) => h.textContent),
    ),
  ).toEqual(courseYears.map((y) => y.heading))
  expect(
    await page.evaluate(() =>
      // The entries under the year sections: each list item titled by an h3.
      [...document.querySelectorAll('main section li')]
        .filter((li) => li.querySelector('h3'))
        .map((li) => {
          const link = li.querySelector('h3 a')
          return {
            heading: li.closest('section')?.querySelector('h2')?.textContent ?? '',
            label: li.querySelector('p')?.textContent ?? '',
            title: link?.textContent ?? '',
            link: link?.getAttribute('href') ?? '',
          }
        }),
    ),
  ).toEqual(
    courseYears.flatMap(({ year, heading }) =>
      courses
        .filter((c) => c.year === year)
        .map((c) => ({ heading, label: `${c.term} · ${c.code}`, title: c.title, link: c.link })),
    ),
  )

  // Every job, newest first, with its title, place, dates, bullets and tags.
  await visit(page, '/work-experience')
  expect(await linksNamed(page, 'Home')).toEqual(['#/'])
  const jobs = await page.evaluate(() =>
    [...document.querySelectorAll('main ol > li')].map((li) => ({
      dates: li.querySelector('p')?.textContent ?? '',
      title: li.querySelector('h2')?.textContent ?? '',
      organisation: li.querySelector('h2 + p')?.textContent ?? '',
      bullets: [...li.querySelectorAll('ul:not([aria-label]) > li')].map((b) => b.textContent),
      tags: [...li.querySelectorAll('ul[aria-label] > li')].map((t) => t.textContent),
    })),
  )
  expect(jobs).toEqual(
    experience.map(({ dates, title, organisation, bullets, tags }) => ({
      dates,
      title,
      organisation,
      bullets: [...bullets],
      tags: [...tags],
    })),
  )

  // Every year and project, with its period, text, link, tags and picture.
  await visit(page, '/projects')
  const years = await page.evaluate(() => ({
    headings: [...document.querySelectorAll('main section h2')].map((h) => h.textContent),
    buttons: [...document.querySelectorAll('nav[aria-label="Project years"] button')].map(
      (b) => b.textContent,
    ),
  }))
  expect(years).toEqual({
    headings: PROJECT_YEARS.map(String),
    buttons: PROJECT_YEARS.map(String),
  })
  expect(await siteFooters(page), 'the contentinfo footers of Projects').toBe(1)
  expect(
    await page.evaluate(() =>
      // The entries under the year sections: each list item titled by an h3.
      [...document.querySelectorAll('main section li')]
        .filter((li) => li.querySelector('h3'))
        .map((li) => {
          const texts = [...li.querySelectorAll(':scope > div > p')].map((p) => p.textContent)
          const link = li.querySelector('h3 a')
          return {
            year: li.closest('section')?.querySelector('h2')?.textContent ?? '',
            period: texts[0] ?? '',
            title: link?.textContent ?? '',
            link: link?.getAttribute('href') ?? '',
            description: texts[1] ?? '',
            tags: [...li.querySelectorAll('ul[aria-label] > li')].map((t) => t.textContent),
            alt: li.querySelector('img')?.getAttribute('alt') ?? '',
          }
        }),
    ),
  ).toEqual(
    PROJECTS_SHOWN.map((p) => ({
      year: String(p.year),
      period: p.period,
      title: p.title,
      link: p.link,
      description: p.description,
      tags: [...p.tags],
      alt: p.alt,
    })),
  )
  for (const { link } of PROJECTS_SHOWN) expect(link).toMatch(/^https:\/\//)
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
  // Each the project's own (slug-200.webp, …, or the picture the build drew for it: slug.svg).
  const thumbnails = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLImageElement>('main img')].map((i) => ({
      path: new URL(i.currentSrc).pathname,
      loaded: i.naturalWidth > 0,
    })),
  )
  expect(thumbnails).toHaveLength(PROJECTS_SHOWN.length)
  PROJECTS_SHOWN.forEach((project, i) => {
    expect(thumbnails[i]!.path, project.slug).toMatch(
      new RegExp(`/thumbnails/${project.slug}(-\\d+)?\\.\\w+$`),
    )
    expect(thumbnails[i]!.loaded, `${project.slug}: ${thumbnails[i]!.path} did not load`).toBe(true)
  })

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

/** The mouse highlight is on the page (Spotlight.tsx: large screens only). */
const SPOTLIGHT = () => document.querySelector('[data-testid="spotlight"]') !== null
/** The glow has moved from where it starts, off screen (600 px up and left of the page). */
const GLOW_MOVED = () => {
  const glow = document.querySelector<HTMLElement>('[data-testid="spotlight"]')
  return glow !== null && !glow.style.background.includes('-600px -600px')
}

test('no spotlight under 1024 px, nor its code; a resize across that width brings it, following the mouse, and takes it away', async () => {
  const page = await open('/', { width: 800, height: 800 })
  // The page has started up: the service worker's code, the last thing it asks for, is here.
  await waitFor(
    page,
    () =>
      performance
        .getEntriesByType('resource')
        .some((e) => /\/assets\/workbox-window[\w.-]*\.js$/.test(e.name)),
    'the start-up to finish',
  )
  expect(
    await page.evaluate(() => ({
      shown: document.querySelector('[data-testid="spotlight"]') !== null,
      asked: performance.getEntriesByType('resource').some((e) => /SpotlightGlow/.test(e.name)),
    })),
  ).toEqual({ shown: false, asked: false })
  await page.resize(1100, 800)
  await waitFor(page, SPOTLIGHT, 'the spotlight at 1100 px')
  // The glow listens from an effect, a moment after it shows (longer on a busy machine): a
  // move before that goes unseen, where a visitor's next one is not. So the pointer moves,
  // a pixel each way, until the glow has left its place off screen.
  const shown = Date.now()
  for (let i = 0; !(await page.evaluate(GLOW_MOVED)); i++) {
    if (Date.now() - shown > 20_000) throw new Error('Timed out waiting for the glow to move')
    await page.hover({ x: 100 + (i % 2), y: 100 })
  }
  // It follows the mouse: its glow, 600 px wide, is centred where the pointer is.
  for (const at of [
    { x: 300, y: 240 },
    { x: 700, y: 500 },
  ]) {
    await page.hover(at)
    await waitFor(
      page,
      (x: number, y: number) => {
        const glow = document.querySelector<HTMLElement>('[data-testid="spotlight"]')
        return (
          /\b600px\b/.test(glow?.style.background ?? '') &&
          glow!.style.background.includes(`${x}px ${y}px`)
        )
      },
      `the spotlight at ${at.x}, ${at.y}`,
      [at.x, at.y],
    )
  }
  await page.resize(1023, 800)
  await waitFor(
    page,
    () => document.querySelector('[data-testid="spotlight"]') === null,
    'no spotlight at 1023 px',
  )
})
