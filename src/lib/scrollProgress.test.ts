import { clampPercent, fixedWidthPercent, formatPercent, sectionProgress } from './scrollProgress'

describe('clampPercent', () => {
  test.each([
    [-5, 0],
    [0, 0],
    [12.345, 12.35],
    [99.999, 100],
    [100, 100],
    [250, 100],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 100],
  ])('%d -> %d', (input, expected) => {
    expect(clampPercent(input)).toBe(expected)
  })
})

describe('sectionProgress', () => {
  test.each([
    // top, height, viewport, expected
    [900, 1000, 800, 0], // not reached yet
    [800, 1000, 800, 0], // top at the bottom edge
    [300, 1000, 800, 50], // half of it has come into view
    [-200, 1000, 800, 100], // bottom edge visible
    [-5000, 1000, 800, 100], // scrolled far past
    [0, 3000, 900, 30],
    [100, 0, 800, 100], // empty section in view
    [1000, 0, 800, 0], // empty section below
    [800, 0, 800, 0], // empty section at the bottom edge, like a full one
  ])('top %d, height %d, viewport %d -> %d', (top, height, viewport, expected) => {
    expect(sectionProgress(top, height, viewport)).toBe(expected)
  })

  test('has at most two decimals', () => {
    const p = sectionProgress(123.4567, 777.7, 800)
    expect(p).toBe(Number(p.toFixed(2)))
  })
})

describe('formatPercent', () => {
  test.each([
    [0, '0.00%'],
    [33.333, '33.33%'],
    [100, '100.00%'],
    [120, '100.00%'],
  ])('%d -> %s', (value, text) => {
    expect(formatPercent(value)).toBe(text)
  })
})

test.each([0, 5.5, 42.25, 100])(
  'fixedWidthPercent(%s) is as long as "100.00%%" and ends in the value',
  (value) => {
    const text = fixedWidthPercent(value)
    expect(text).toHaveLength('100.00%'.length)
    expect(text.replaceAll('\u2007', '')).toBe(formatPercent(value))
  },
)
