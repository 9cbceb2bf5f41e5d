import { allSkills } from '../content/skills'
import { placeOnRings, RING_COUNTS, ringTheta } from './layout'

const names = allSkills.map((s) => s.name)
const R = 1.5
// Placed inside each test, so that mutation testing counts what each test checks.
const place = () => placeOnRings(names, R)
const onRing = (ring: number) => place().filter((p) => p.ring === ring)

describe('placeOnRings', () => {
  test('the names fill seven rings from top to bottom: 1, 2, 4, 5, 4, 2, 1', () => {
    const perRing = [0, 1, 2, 3, 4, 5, 6].map((ring) => onRing(ring).length)
    expect(perRing).toEqual([1, 2, 4, 5, 4, 2, 1])
    expect(place()).toHaveLength(names.length)
  })

  test('every name is placed exactly once', () => {
    const placements = place()
    expect(placements.map((p) => p.name).sort()).toEqual([...names].sort())
    expect(new Set(placements.map((p) => `${p.x},${p.y},${p.z}`)).size).toBe(19)
  })

  test('every name lies on the sphere of the given radius', () => {
    for (const p of place()) expect(Math.hypot(p.x, p.y, p.z)).toBeCloseTo(R, 10)
  })

  test.each(RING_COUNTS.map((count, ring) => [ring, count]))(
    'ring %i (%i names) sits at one height, with the ring radius R·sin(theta)',
    (ring) => {
      const theta = ringTheta(ring)
      for (const p of onRing(ring)) {
        expect(p.y).toBeCloseTo(R * Math.cos(theta), 10)
        expect(Math.hypot(p.x, p.z)).toBeCloseTo(R * Math.sin(theta), 10)
      }
    },
  )

  test('rings run from top to bottom, evenly, without touching the poles', () => {
    const thetas = RING_COUNTS.map((_, ring) => ringTheta(ring))
    expect(thetas[0]).toBeGreaterThan(0)
    expect(thetas.at(-1)).toBeLessThan(Math.PI)
    const gaps = thetas.slice(1).map((t, i) => t - thetas[i]!)
    for (const gap of gaps) expect(gap).toBeCloseTo(Math.PI / 7, 10)
    const heights = RING_COUNTS.map((_, ring) => onRing(ring)[0]!.y)
    expect([...heights].sort((a, b) => b - a)).toEqual(heights)
  })

  test.each([2, 4, 5])('names on a ring of %i are evenly spaced around it', (count) => {
    for (const ring of RING_COUNTS.flatMap((c, i) => (c === count ? [i] : []))) {
      const angles = onRing(ring)
        .map((p) => Math.atan2(p.x, p.z))
        .map((a) => (a + 2 * Math.PI) % (2 * Math.PI))
        .sort((a, b) => a - b)
      const gaps = angles.map(
        (a, i) => (angles[(i + 1) % count]! - a + 2 * Math.PI) % (2 * Math.PI),
      )
      for (const gap of gaps) expect(gap).toBeCloseTo((2 * Math.PI) / count, 10)
    }
  })

  test.each(RING_COUNTS.map((count, ring) => [ring, count]))(
    'ring %i of %i names starts half a step round when odd, so rings do not line up',
    (ring, count) => {
      const step = (2 * Math.PI) / count
      const start = Math.min(...onRing(ring).map((p) => (p.phi + 2 * Math.PI) % (2 * Math.PI)))
      expect(start).toBeCloseTo(ring % 2 === 1 ? step / 2 : 0, 10)
    },
  )

  test('refuses a name count that does not fill the rings', () => {
    expect(() => placeOnRings(names.slice(1), R)).toThrow(/18 names for 19 places/)
  })
})
