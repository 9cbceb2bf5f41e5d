import { STRING_LITERAL, textField, textOf, valueSpan } from './fields.mjs'

describe('textOf: a text field as an owner may write it', () => {
  test.each([
    ["  name: 'Avery Quinn',", 'Avery Quinn'],
    ['  name: "Zoë O\'Connor-Nakamura",', "Zoë O'Connor-Nakamura"],
    ["  name: 'Zoë O\\'Connor-Nakamura',", "Zoë O\\'Connor-Nakamura"],
    ['  name: "A \\"quoted\\" name",', 'A \\"quoted\\" name'],
    ["  name: '',", ''],
  ])('%s', (source, text) => {
    expect(textOf(source, 'name')).toBe(text)
  })

  test('the first field of that name only, not one whose name ends with it', () => {
    const source = "  nickname: 'Ave',\n  name: 'Avery',\n  name: 'Other',"
    expect(textOf(source, 'name')).toBe('Avery')
    expect(textOf(source, 'initials')).toBeUndefined()
  })

  test('a literal ends at its own quote, never at the other kind or an escaped one', () => {
    expect(textOf(`title: 'It\\'s "fine"', other: 'x'`, 'title')).toBe(`It\\'s "fine"`)
    expect(textOf(`title: "no end`, 'title')).toBeUndefined()
  })
})

test('textField replaces the whole field, either quote', () => {
  const source = `dates: "Sept 2022 - May 2026",\n  dates: 'x'`
  expect(source.replace(textField('dates'), "dates: 'Sept 2023 - May 2027'")).toBe(
    "dates: 'Sept 2023 - May 2027',\n  dates: 'x'",
  )
  expect(new RegExp(`^${STRING_LITERAL}$`).test(`'a\\'b'`)).toBe(true)
})

test('STRING_LITERAL goes into a pattern with groups of its own and leaves them where they were', () => {
  const line = /** an owner's line, indented, in double quotes */ `\n    name: "Zoë O'Connor",\n`
  const match = new RegExp(`\\n(\\s*)name: ${STRING_LITERAL},\\n`).exec(line)
  expect(match?.[1]).toBe('    ')
  expect(match).toHaveLength(2)
})

test('valueSpan: an exported list or entry up to its own closing bracket, strings skipped', () => {
  const source =
    'export const links: readonly Link[] = [\n  { label: \'a ] b\', href: "x}" },\n]\nexport const n = 3\n'
  const span = valueSpan(source, 'links')!
  expect(source.slice(span.start, span.end)).toBe('[\n  { label: \'a ] b\', href: "x}" },\n]')
  expect(valueSpan(source, 'n')?.end).toBe(-1)
  expect(valueSpan(source, 'missing')).toBeUndefined()
})
