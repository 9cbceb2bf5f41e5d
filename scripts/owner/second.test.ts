import { renamedYears } from './second.mjs'

test("the second owner's course years: the oldest becomes Year 1, however they were named and quoted", () => {
  const template = `[
  { year: 'Junior', heading: 'Junior' },
  { year: "Sophomore", heading: 'Sophomore' },
  { year: 'Freshman', heading: 'Freshmen' },
]`
  expect([...renamedYears(template)]).toEqual([
    ['Freshman', 'Year 1'],
    ['Sophomore', 'Year 2'],
    ['Junior', 'Year 3'],
  ])
  const five = `[\n${['E', 'D', 'C', 'B', 'A'].map((y) => `  { year: '${y}', heading: '${y}' },`).join('\n')}\n]`
  expect([...renamedYears(five).values()]).toEqual([
    'Year 1',
    'Year 2',
    'Year 3',
    'Year 4',
    'Year 4',
  ])
})
