import type { Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { educationHeadings, highSchool, university } from '../../src/content/education'
import type { Education } from '../../src/content/types'
import { routeAt } from '../../src/routes'
import { pageOpener } from './harness'

// The outline a screen reader's heading list shows: each heading nested under the one it
// belongs to, and the page's h1 naming the page.

const open = pageOpener()

/** The headings inside `selector`, in order, as "level name" (level from the accessibility tree). */
const outline = (page: Page, selector: string) =>
  page.locator(selector).evaluate((root) =>
    [...root.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')].map((h) => {
      const level = h.getAttribute('aria-level') ?? h.tagName.slice(1)
      return `${level} ${h.textContent?.replace(/\s+/g, ' ').trim()}`
    }),
  )

/** A school's heading and the headings of the lists Home shows for it, a level below. */
const schoolOutline = (
  school: Education,
  level: number,
  lists: ('courses' | 'activities' | 'designations' | 'awards')[],
) => [
  `${level} ${school.school}`,
  ...lists.filter((key) => school[key]).map((key) => `${level + 1} ${educationHeadings[key]}`),
]

test('Home: each school is a heading under Education, and its lists under the school', async () => {
  const { page } = await open('/')
  const about = await outline(page, '#about')
  expect(about.slice(0, 2)).toEqual(['2 About', `3 ${educationHeadings.title}`])
  expect(about.slice(2)).toEqual([
    ...schoolOutline(university, 4, ['courses']),
    ...schoolOutline(highSchool, 4, ['activities', 'designations', 'awards']),
  ])
})

test('the 404 page: its h1 is the page\'s name, with the code "404" shown above it', async () => {
  const { page } = await open('/no-such-page')
  const name = routeAt('/no-such-page').title
  expect(await outline(page, 'main')).toEqual([`1 ${name}`])
  const [code, heading] = await Promise.all(
    [page.getByText('404', { exact: true }), page.getByRole('heading', { level: 1 })].map((l) =>
      l.boundingBox(),
    ),
  )
  expect(code!.y + code!.height).toBeLessThanOrEqual(heading!.y)
})
