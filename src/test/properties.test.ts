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
