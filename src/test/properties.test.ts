import { readdirSync, readFileSync } from 'node:fs'
import { propertyFactor } from './properties'

test('PROPERTY_RUNS unset or empty keeps the default runs', () => {
  expect(propertyFactor(undefined)).toBe(1)
  expect(propertyFactor('')).toBe(1)
})

test('PROPERTY_RUNS multiplies the runs', () => {
  expect(propertyFactor('20')).toBe(20)
  expect(propertyFactor('0.5')).toBe(0.5)
})

test.each(['0', '-3', 'lots', 'Infinity'])(
  'PROPERTY_RUNS=%s stops the run, saying what it wants',
  (raw) => {
    expect(() => propertyFactor(raw)).toThrow(
      `PROPERTY_RUNS must be a positive number (a factor of the runs), got ${raw}`,
    )
  },
)

test('every fast-check property takes its runs and its time limit from here', () => {
  // This file names what it looks for, so it is left out.
  const files = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter(
    (f) => f.endsWith('.test.ts') && f !== 'test/properties.test.ts',
  )
  const properties = files.filter((f) => readFileSync(`src/${f}`, 'utf8').includes('fc.assert('))
  expect(properties.length).toBeGreaterThan(0)
  for (const file of properties) {
    const source = readFileSync(`src/${file}`, 'utf8')
    const count = (text: string) => source.split(text).length - 1
    expect(file, 'a property test file is named *.property.test.ts').toMatch(
      /\.property\.test\.ts$/,
    )
    expect(count('numRuns: propertyRuns('), `${file}: numRuns from propertyRuns`).toBe(
      count('fc.assert('),
    )
    expect(count('propertyTimeLimit()'), `${file}: a time limit per property`).toBe(
      count('fc.assert('),
    )
  }
})
