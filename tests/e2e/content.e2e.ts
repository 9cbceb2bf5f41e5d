import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { courses, courseYears } from '../../src/content/courses'
import { educationHeadings, highSchool, university } from '../../src/content/education'
import { experience } from '../../src/content/experience'
import { profile } from '../../src/content/profile'
import type { Education } from '../../src/content/types'
import { profileLinks } from '../../src/site.config'
import { PROJECT_YEARS, PROJECTS_SHOWN } from '../content'
import { pageOpener } from './harness'

// What a visitor sees, compared with the content files entry by entry: every entry is shown
// with each of its fields, in the content's order, and nothing else is (the counts match
// exactly). The other browser tests check behaviour; this one checks that the pages are the
// owner's content, whatever it is.

const open = pageOpener()

/** The entries listed under a page's year sections: each list item titled by an h3. */
const entries = (page: Page) =>
  page.locator('main section li').filter({ has: page.getByRole('heading', { level: 3 }) })

/** Text as a visitor reads it: runs of white space as one space. */
const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()

/** The lists of a school, by heading, as Home shows them (only the lists the school has). */
function schoolLists(school: Education): Record<string, string[]> {
  const lists: Record<string, string[]> = {}
  for (const key of ['courses', 'activities', 'designations', 'awards'] as const) {
    const items = school[key]
    if (items) lists[educationHeadings[key]] = [...items]
  }
  return lists
}

/** The footer's copyright line: the content's year and the owner's name. */
const COPYRIGHT = `© ${profile.year} ${profile.name}`

/** The links `selector` finds: name (aria-label or text) and address, in order. */
const linksIn = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((links) =>
    links.map((a) => ({
      label: a.getAttribute('aria-label') ?? a.textContent?.trim(),
      href: a.getAttribute('href'),
    })),
  )

describe('the pages show the content, all of it and only it', () => {
  test('Home: name, role, tagline, interests, every school and the footer', async () => {
    const { page } = await open('/')
    await page.getByRole('heading', { name: 'About', exact: true }).waitFor()
    expect(squash(await page.locator('main h1').textContent())).toBe(profile.name)
    for (const text of [profile.role, profile.tagline, profile.interests]) {
      expect(await page.getByText(text, { exact: true }).count(), text).toBe(1)
    }
    expect(
      squash(await page.locator('#about').getByRole('heading', { level: 3 }).first().textContent()),
    ).toBe(educationHeadings.title)

    const schools = await page.locator('#about article').evaluateAll((articles) =>
      articles.map((article) => ({
        school: article.querySelector('h4')?.textContent ?? '',
        text: article.textContent ?? '',
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
    )
    const expected: Education[] = [university, highSchool]
    expect(schools.map((s) => s.school)).toEqual(expected.map((s) => s.school))
    expected.forEach((school, i) => {
      const shown = schools[i]!
      expect(squash(shown.text)).toContain(school.dates)
      expect(squash(shown.text)).toContain(`${school.degree} · ${school.location}`)
      expect(shown.facts).toEqual((school.facts ?? []).map((f) => ({ ...f })))
      expect(shown.lists).toEqual(schoolLists(school))
    })

    const footer = page.getByRole('contentinfo')
    expect((await footer.locator('p').allTextContents()).map(squash)).toEqual([
      profile.credits,
      COPYRIGHT,
    ])
  })

  test('the header lists every profile link of the site config, in order', async () => {
    const { page } = await open('/')
    await page.locator('header nav').waitFor()
    expect(await linksIn(page, 'header a[aria-label]')).toEqual(
      profileLinks.map(({ label, href }) => ({ label, href })),
    )
  })

  test('Work Experience: every job, newest first, with its title, place, dates and bullets', async () => {
    const { page } = await open('/work-experience')
    await page.locator('main ol > li').first().waitFor()
    const jobs = await page.locator('main ol > li').evaluateAll((items) =>
      items.map((li) => ({
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
  })

  test('Projects: every year and project, with its period, text, link and its own thumbnail', async () => {
    const { page } = await open('/projects')
    await page.locator('main section').first().waitFor()
    const years = await page.locator('main section h2').allTextContents()
    expect(years).toEqual(PROJECT_YEARS.map(String))
    expect(
      await page
        .getByRole('navigation', { name: 'Project years' })
        .getByRole('button')
        .allTextContents(),
    ).toEqual(PROJECT_YEARS.map(String))

    const cards = entries(page)
    const shown = await cards.evaluateAll((items) =>
      items.map((li) => {
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
    )
    expect(shown).toEqual(
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

    // Each thumbnail, brought into view (they load lazily), is the project's own and loads.
    for (const [i, project] of PROJECTS_SHOWN.entries()) {
      const img = cards.nth(i).locator('img')
      await img.scrollIntoViewIfNeeded()
      await img.evaluate(
        (el: HTMLImageElement) =>
          el.complete ||
          new Promise((done) => {
            el.addEventListener('load', done, { once: true })
            el.addEventListener('error', done, { once: true })
          }),
      )
      const { source, width } = await img.evaluate((el: HTMLImageElement) => ({
        source: el.currentSrc,
        width: el.naturalWidth,
      }))
      // Its own files (slug-200.webp, …) or the picture the build drew for it (slug.svg).
      expect(new URL(source).pathname, project.slug).toMatch(
        new RegExp(`/thumbnails/${project.slug}(-\\d+)?\\.\\w+$`),
      )
      expect(width, `${project.slug}: the thumbnail ${source} did not load`).toBeGreaterThan(0)
    }
  })

  test('Courses: every year and course, with its term, code, title and link', async () => {
    const { page } = await open('/courses')
    await page.locator('main section').first().waitFor()
    expect(await page.locator('main section h2').allTextContents()).toEqual(
      courseYears.map((y) => y.heading),
    )
    const shown = await entries(page).evaluateAll((items) =>
      items.map((li) => {
        const link = li.querySelector('h3 a')
        return {
          heading: li.closest('section')?.querySelector('h2')?.textContent ?? '',
          label: li.querySelector('p')?.textContent ?? '',
          title: link?.textContent ?? '',
          link: link?.getAttribute('href') ?? '',
        }
      }),
    )
    const expected = courseYears.flatMap(({ year, heading }) =>
      courses
        .filter((c) => c.year === year)
        .map((c) => ({ heading, label: `${c.term} · ${c.code}`, title: c.title, link: c.link })),
    )
    expect(shown).toEqual(expected)
  })

  test('Contact: the footer holds every profile link of the site config with its icon, and the year', async () => {
    const { page } = await open('/contact')
    const footer = page.getByRole('contentinfo')
    await footer.waitFor()
    expect(await linksIn(page, 'footer a')).toEqual(
      profileLinks.map(({ label, href }) => ({ label, href })),
    )
    const icons = await footer
      .locator('a use')
      .evaluateAll((uses) => uses.map((u) => u.getAttribute('href')))
    expect(icons).toEqual(profileLinks.map((l) => `icons.svg#${l.icon.replace(':', '-')}`))
    expect(squash(await footer.textContent())).toContain(COPYRIGHT)
  })
})
