import { slug, slugs } from './slug'

test('lowercase, each run of other characters one dash, none at the ends', () => {
  expect(slug('Year 4')).toBe('year-4')
  expect(slug('  Junior / Senior (2024) ')).toBe('junior-senior-2024')
  expect(slug('Première année')).toBe('première-année')
})

test('repeats get -2, -3; a name of no letters its place', () => {
  expect(slugs(['Year 4', 'year 4', 'YEAR-4', '!!!'])).toEqual([
    'year-4',
    'year-4-2',
    'year-4-3',
    '4',
  ])
  // A slug that a later repeat would take is not given twice.
  expect(slugs(['a-2', 'a', 'a'])).toEqual(['a-2', 'a', 'a-3'])
})

test('every id is valid and unique, whatever the names', () => {
  const names = ['Year 1', 'Year 1', ' ', '', 'a b', 'a-b', 'Ä\tB', '-', '1']
  const ids = slugs(names)
  expect(new Set(ids).size).toBe(names.length)
  for (const id of ids) expect(id).toMatch(/^[^\s]+$/)
})
