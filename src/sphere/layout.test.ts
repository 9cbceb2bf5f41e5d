import { allSkills } from '../content/skills'
import { placeOnRings, ringTheta } from './layout'
import { ringCounts } from './rings'

const names = allSkills.map((s) => s.name)
const R = 1.5
// Placed inside each test, so that mutation testing counts what each test checks.
const place = () => placeOnRings(names, R)
const counts = ringCounts(names.length)
const onRing = (ring: number) => place().filter((p) => p.ring === ring)
const rings = counts.map((count, ring) => [ring, count])

/** `n` made-up names, as an owner with that many skills would have. */
const made = (n: number) => Array.from({ length: n }, (_, i) => `Skill ${i + 1}`)
/** The distance between two placements. */
const apart = (a: { x: number; y: number; z: number }, b: { x: number; y: number; z: number }) =>
  Math.hypot(a.x - b.x, a.y - b.y, a.z - b.z)
/** The least distance between two of the placements, and the widest gap a probe finds. */
function spread(placements: readonly { x: number; y: number; z: number }[]) {
  let nearest = Number.POSITIVE_INFINITY
  for (const [i, p] of placements.entries()) {
    for (const q of placements.slice(i + 1)) nearest = Math.min(nearest, apart(p, q))
  }
  let gap = 0
  for (const d of probes) {
    let closest = Number.POSITIVE_INFINITY
    for (const p of placements) closest = Math.min(closest, apart(p, d))
    gap = Math.max(gap, closest)
  }
  return { nearest, gap }
}
/** Directions spread evenly over the unit sphere (a Fibonacci lattice), to probe for gaps. */
const probes = Array.from({ length: 800 }, (_, i) => {
  const y = 1 - (2 * (i + 0.5)) / 800
  const r = Math.sqrt(1 - y * y)
  const a = i * Math.PI * (3 - Math.sqrt(5))
  return { x: R * r * Math.cos(a), y: R * y, z: R * r * Math.sin(a) }
})

describe('placeOnRings with the shipped skills', () => {
  test('the names fill the rings ringCounts gives for their number, top to bottom', () => {
    const perRing = counts.map((_, ring) => onRing(ring).length)
    expect(perRing).toEqual(counts)
    expect(place()).toHaveLength(names.length)
  })

  test('every name is placed exactly once, each in a place of its own', () => {
    const placements = place()
    expect(placements.map((p) => p.name).sort()).toEqual([...names].sort())
    expect(new Set(placements.map((p) => `${p.x},${p.y},${p.z}`)).size).toBe(names.length)
  })

  test('every name lies on the sphere of the given radius', () => {
    for (const p of place()) expect(Math.hypot(p.x, p.y, p.z)).toBeCloseTo(R, 10)
  })

  test.each(rings)(
    'ring %i (%i names) sits at one height, with the ring radius R·sin(theta)',
    (ring) => {
      const theta = ringTheta(ring, counts.length)
      for (const p of onRing(ring)) {
        expect(p.y).toBeCloseTo(R * Math.cos(theta), 10)
        expect(Math.hypot(p.x, p.z)).toBeCloseTo(R * Math.sin(theta), 10)
      }
    },
  )

  test('rings run from top to bottom, evenly, without touching the poles', () => {
    const thetas = counts.map((_, ring) => ringTheta(ring, counts.length))
    expect(thetas[0]).toBeGreaterThan(0)
    expect(thetas.at(-1)).toBeLessThan(Math.PI)
    const gaps = thetas.slice(1).map((t, i) => t - thetas[i]!)
    for (const gap of gaps) expect(gap).toBeCloseTo(Math.PI / counts.length, 10)
    const heights = counts.map((_, ring) => onRing(ring)[0]!.y)
    expect([...heights].sort((a, b) => b - a)).toEqual(heights)
  })

  test.each(rings)('ring %i: its %i names are evenly spaced around it', (ring, count) => {
    const angles = onRing(ring)
      .map((p) => Math.atan2(p.x, p.z))
      .map((a) => (a + 2 * Math.PI) % (2 * Math.PI))
      .sort((a, b) => a - b)
    const gaps = angles.map((a, i) => (angles[(i + 1) % count]! - a + 2 * Math.PI) % (2 * Math.PI))
    for (const gap of gaps) expect(gap || 2 * Math.PI).toBeCloseTo((2 * Math.PI) / count, 10)
  })

  test.each(rings)(
    'ring %i of %i names starts half a step round when odd, so rings do not line up',
    (ring, count) => {
      const step = (2 * Math.PI) / count
      const start = Math.min(...onRing(ring).map((p) => (p.phi + 2 * Math.PI) % (2 * Math.PI)))
      expect(start).toBeCloseTo(ring % 2 === 1 ? step / 2 : 0, 10)
    },
  )

  test('refuses a name count that does not fill the rings it is given', () => {
    const fewer = names.length - 1
    expect(() => placeOnRings(names.slice(1), R, counts)).toThrow(
      `${fewer} names for ${names.length} places`,
    )
  })
})

describe('placeOnRings with any number of skills', () => {
  test('one name sits on the equator facing the viewer, not on a pole', () => {
    const [only] = placeOnRings(['Solo'], R)
    expect(only).toMatchObject({ name: 'Solo', ring: 0, theta: Math.PI / 2, phi: 0 })
    expect(only!.y).toBeCloseTo(0, 10)
    expect(only!.z).toBeCloseTo(R, 10)
  })

  test('two names sit opposite each other', () => {
    const [a, b] = placeOnRings(made(2), R)
    expect(apart(a!, b!)).toBeCloseTo(2 * R, 10)
  })

  // Evenly spread: no two names nearer than half the side of the patch of sphere each would
  // have on its own (√(4πR²/n)), and no point of the sphere further than that side from a name.
  test.each([1, 2, 3, 5, 13, 16, 19, 20, 37, 60])(
    '%i names are spread evenly over the sphere, each in a place of its own',
    (n) => {
      const placements = placeOnRings(made(n), R)
      expect(placements.map((p) => p.name)).toEqual(made(n))
      for (const p of placements) expect(Math.hypot(p.x, p.y, p.z)).toBeCloseTo(R, 10)
      const side = Math.sqrt((4 * Math.PI * R * R) / n)
      const { nearest, gap } = spread(placements)
      expect(nearest).toBeGreaterThan(side / 2)
      expect(gap).toBeLessThan(1.05 * side)
    },
  )

  test('from 1 to 80 names, no two share a place and the sphere has no gap among them', () => {
    for (let n = 1; n <= 80; n++) {
      const placements = placeOnRings(made(n), R)
      expect(placements, `${n}`).toHaveLength(n)
      const side = Math.sqrt((4 * Math.PI * R * R) / n)
      const { nearest, gap } = spread(placements)
      expect(nearest, `${n}`).toBeGreaterThan(side / 2)
      expect(gap, `${n}`).toBeLessThan(1.05 * side)
    }
  })
})
