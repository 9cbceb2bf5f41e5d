import { ringCount, ringCounts } from './rings'

const sizes = Array.from({ length: 80 }, (_, i) => i + 1)
const sum = (counts: readonly number[]) => counts.reduce((a, b) => a + b, 0)

describe('ringCounts', () => {
  test("gives the spec's seven rings 1, 2, 4, 5, 4, 2, 1 for nineteen names", () => {
    expect(ringCounts(19)).toEqual([1, 2, 4, 5, 4, 2, 1])
  })

  test.each([
    [1, [1]],
    [2, [1, 1]],
    [3, [1, 1, 1]],
    [5, [1, 3, 1]],
    [13, [1, 3, 5, 3, 1]],
    [16, [1, 3, 4, 4, 3, 1]],
    [20, [1, 3, 4, 4, 4, 3, 1]],
    [37, [1, 3, 5, 6, 7, 6, 5, 3, 1]],
    [60, [1, 3, 5, 6, 7, 8, 8, 7, 6, 5, 3, 1]],
  ])('%i names: %j', (n, counts) => {
    expect(ringCounts(n)).toEqual(counts)
  })

  test('from 1 to 80 names, every one has a place, on rings of at least one', () => {
    for (const n of sizes) {
      const counts = ringCounts(n)
      expect(sum(counts), `${n}`).toBe(n)
      expect(counts, `${n}`).toHaveLength(ringCount(n))
      expect(Math.min(...counts), `${n}`).toBeGreaterThanOrEqual(1)
    }
  })

  test('from 1 to 80 names, the rings mirror each other and fill up toward the equator', () => {
    for (const n of sizes) {
      const counts = ringCounts(n)
      expect([...counts].reverse(), `${n}`).toEqual(counts)
      const upper = counts.slice(0, Math.ceil(counts.length / 2))
      expect(
        [...upper].sort((a, b) => a - b),
        `${n}`,
      ).toEqual(upper)
    }
  })

  test('from 1 to 80 names, each ring holds its share by circumference, within one and a half', () => {
    for (const n of sizes) {
      const counts = ringCounts(n)
      const sines = counts.map((_, k) => Math.sin((Math.PI * (k + 0.5)) / counts.length))
      const scale = n / sum(sines)
      // Within one, but the middle ring, whose count goes in steps of two to keep the mirror.
      counts.forEach((count, k) => {
        const within = k * 2 + 1 === counts.length ? 1.5 : 1
        expect(Math.abs(count - sines[k]! * scale), `${n}: ring ${k}`).toBeLessThanOrEqual(within)
      })
    }
  })

  test('an odd number of names takes an odd number of rings: the middle one holds the odd name', () => {
    for (const n of sizes.filter((n) => n % 2 === 1)) expect(ringCount(n) % 2, `${n}`).toBe(1)
  })

  test('the rings are about as many as leave one name to each polar ring, growing with √n', () => {
    for (const n of sizes) {
      const rings = ringCount(n)
      expect(rings).toBeLessThanOrEqual(n)
      expect(Math.abs(n * Math.sin(Math.PI / (2 * rings)) ** 2 - 1), `${n}`).toBeLessThan(0.5)
    }
    expect(ringCount(1)).toBe(1)
    expect(ringCount(80)).toBeGreaterThan(ringCount(20))
  })

  test.each([0, -1, 2.5, Number.NaN])('refuses %s names', (n) => {
    expect(() => ringCounts(n)).toThrow(RangeError)
  })
})
