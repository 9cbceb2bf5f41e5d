import { ringCounts } from './rings'

interface Placement {
  name: string
  /** Ring index, 0 at the top. */
  ring: number
  /** Polar angle from the top, in radians (0 < theta < PI). */
  theta: number
  /** Longitude around the vertical axis, in radians. */
  phi: number
  x: number
  y: number
  z: number
}

/** Polar angle of a ring: rings sit evenly between the poles, never on them. */
export function ringTheta(ring: number, rings: number): number {
  return (Math.PI * (ring + 0.5)) / rings
}

/**
 * Places names, in order, on latitude rings of the given counts (by default ringCounts',
 * for any number of names) on a sphere of the given radius (y up). Names on a ring are
 * evenly spaced; each ring is turned by half a step from the one above so that names do not
 * stack up.
 */
export function placeOnRings(
  names: readonly string[],
  radius: number,
  counts: readonly number[] = ringCounts(names.length),
): Placement[] {
  const total = counts.reduce((a, b) => a + b, 0)
  if (names.length !== total) {
    throw new Error(`placeOnRings: ${names.length} names for ${total} places`)
  }
  const placements: Placement[] = []
  let next = 0
  counts.forEach((count, ring) => {
    const theta = ringTheta(ring, counts.length)
    const step = (2 * Math.PI) / count
    const offset = (ring % 2) * (step / 2)
    for (let i = 0; i < count; i++) {
      const phi = offset + i * step
      placements.push({
        name: names[next++]!,
        ring,
        theta,
        phi,
        x: radius * Math.sin(theta) * Math.sin(phi),
        y: radius * Math.cos(theta),
        z: radius * Math.sin(theta) * Math.cos(phi),
      })
    }
  })
  return placements
}
