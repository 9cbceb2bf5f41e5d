import { projects, projectYears } from '../content/projects'
import { yearsNewestFirst } from './years'

test('each year once, newest first, whatever order the entries come in', () => {
  const entries = [2022, 2025, 2021, 2025, 2019, 2022].map((year) => ({ year }))
  expect(yearsNewestFirst(entries)).toEqual([2025, 2022, 2021, 2019])
})

test('no entries, no years', () => {
  expect(yearsNewestFirst([])).toEqual([])
})

test("the Projects page's sections are the years of the projects, every project in one", () => {
  expect(new Set(projectYears)).toEqual(new Set(projects.map((p) => p.year)))
  expect(projectYears).toHaveLength(new Set(projectYears).size)
  expect([...projectYears].sort((a, b) => b - a)).toEqual(projectYears)
})
