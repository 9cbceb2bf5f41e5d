// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/preact'
import type { Course } from '../content/types'

// Courses with an owner's year names: four years, "Year 1".."Year 4", with spaces.
const YEARS = ['Year 4', 'Year 3', 'Year 2', 'Year 1']
vi.mock('../content/courses', async () => {
  const years = ['Year 4', 'Year 3', 'Year 2', 'Year 1']
  const course = (year: string, i: number): Course => ({
    year,
    term: i % 2 ? 'Winter' : 'Fall',
    code: `CS ${100 + i}`,
    title: `Course ${i}`,
    link: `https://example.edu/cs-${100 + i}`,
    description: 'A course.',
    tags: [],
  })
  return {
    courseYears: years.map((year) => ({ year, heading: `${year} courses` })),
    courses: years.flatMap((year, i) => [course(year, 2 * i), course(year, 2 * i + 1)]),
  }
})

test('each course year of any name is a region named by its heading, with its courses', async () => {
  const { default: Courses } = await import('./Courses')
  render(<Courses title="Courses" />)
  const ids = [...document.querySelectorAll('h2')].map((h) => h.id)
  expect(new Set(ids).size).toBe(YEARS.length)
  for (const id of ids) expect(id).toMatch(/^courses-[a-z0-9-]+$/)
  for (const year of YEARS) {
    const region = screen.getByRole('region', { name: `${year} courses` })
    expect(within(region).getAllByRole('listitem')).toHaveLength(2)
  }
})
