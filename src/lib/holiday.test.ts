import { seededRandom } from '../../scripts/lib/random.mjs'
import { holidays } from '../content/holidays'
import { floatingIcons } from './floatingIcons'
import { holidayOn } from './holiday'

describe('holidayOn', () => {
  test.each([
    ['2026-12-25T08:00:00', 'down'],
    ['2026-06-22T23:30:00', 'up'],
    ['2026-12-24T12:00:00', undefined],
    ['2026-12-26T00:00:00', undefined],
    ['2026-06-21T12:00:00', undefined],
    ['2026-01-01T12:00:00', undefined],
    ['2026-11-25T12:00:00', undefined],
    ['2026-12-22T12:00:00', undefined],
  ])('%s -> %s', (iso, direction) => {
    expect(holidayOn(new Date(iso), holidays)?.direction).toBe(direction)
  })
})

describe('floatingIcons', () => {
  test('makes the asked number of icons, each within the ranges FloatingIcon states', () => {
    const icons = floatingIcons(10, seededRandom(1))
    expect(icons).toHaveLength(10)
    for (const icon of icons) {
      expect(icon.left).toBeGreaterThanOrEqual(0)
      expect(icon.left).toBeLessThanOrEqual(100)
      expect(icon.duration).toBeGreaterThanOrEqual(5)
      expect(icon.duration).toBeLessThanOrEqual(10)
      expect(icon.delay).toBeLessThanOrEqual(0)
      expect(-icon.delay).toBeLessThanOrEqual(icon.duration)
    }
  })

  test.each([
    [0, 0, 5, 0],
    [0.5, 50, 7.5, -3.75],
    [0.999999, 99.9999, 9.999995, -9.99999],
  ])('random %d gives left %d, duration %d and delay %d', (r, left, duration, delay) => {
    const [icon] = floatingIcons(1, () => r)
    expect(icon?.left).toBeCloseTo(left, 3)
    expect(icon?.duration).toBeCloseTo(duration, 3)
    expect(icon?.delay).toBeCloseTo(delay, 3)
  })
})
