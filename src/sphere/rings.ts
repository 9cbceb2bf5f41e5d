// How many names each latitude ring of the skill sphere holds, for any number of names.

/**
 * How many rings `n` names take: as many as leave about one name to each polar ring. Rings
 * sit at evenly spaced latitudes and each holds names in proportion to its circumference,
 * sin(theta); of `rings` such rings, the top one's share of `n` is n·sin²(π / 2·rings) (the
 * sines sum to 1 / sin(π / 2·rings)), so a share of one gives rings = π / (2·asin(1/√n)).
 * An odd `n` takes an odd number of rings, so that the middle ring holds the odd name and
 * the rings above and below the equator mirror each other.
 */
export function ringCount(n: number): number {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`ringCount: ${n} names`)
  const ideal = Math.PI / (2 * Math.asin(1 / Math.sqrt(n)))
  if (n % 2 === 0) return Math.round(ideal)
  // The nearest odd number (ideal is at least 1).
  return 2 * Math.round((ideal - 1) / 2) + 1
}

/**
 * Names per ring, top to bottom, summing to `n`: each ring's share is proportional to
 * sin(theta) at its latitude, rounded so that the rings mirror each other about the equator
 * and hold more names the nearer it they are. The middle ring (when the count of rings is
 * odd) takes a whole number next to its share of the parity the mirrored pairs leave it; the
 * pairs share the rest by largest remainder. Of the middle ring's two choices, the one whose
 * rings grow toward the equator and sit nearest their shares wins. With ringCount's number of
 * rings every ring holds at least one name. Nineteen names give 1, 2, 4, 5, 4, 2, 1.
 */
export function ringCounts(n: number): number[] {
  const rings = ringCount(n)
  const half = Math.floor(rings / 2)
  const sine = (k: number) => Math.sin((Math.PI * (k + 0.5)) / rings)
  // The top half's sines, mirrored below: the layout is exactly symmetric.
  const top = Array.from({ length: half }, (_, k) => sine(k))
  const middle = rings % 2 === 1 ? sine(half) : 0
  const scale = n / (2 * top.reduce((a, b) => a + b, 0) + middle)
  const shares = [...top, ...(middle ? [middle] : []), ...[...top].reverse()].map((s) => s * scale)
  const choices = middle ? middleChoices(n, middle * scale) : [0]
  const layouts = choices.map((m) => {
    const upper = apportion((n - m) / 2, top)
    return [...upper, ...(middle ? [m] : []), ...[...upper].reverse()]
  })
  const error = (counts: number[]) => counts.reduce((e, c, k) => e + (c - shares[k]!) ** 2, 0)
  const growing = (counts: number[]) => counts.every((c, k) => k >= half || c <= counts[k + 1]!)
  const rank = (counts: number[]) => (growing(counts) ? 0 : 1e9) + error(counts)
  return layouts.reduce((best, counts) => (rank(counts) < rank(best) ? counts : best))
}

/** The two counts of the middle ring around its share with the parity of `n`, at least 1. */
function middleChoices(n: number, share: number): number[] {
  let below = Math.floor(share)
  if (below % 2 !== n % 2) below -= 1
  return [below, below + 2].filter((m) => m >= 1 && m <= n)
}

/** `seats` names over rings in proportion to `weights`, by largest remainder. */
function apportion(seats: number, weights: readonly number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0)
  const quotas = weights.map((w) => (w * seats) / total)
  const counts = quotas.map(Math.floor)
  let left = seats - counts.reduce((a, b) => a + b, 0)
  // Fewer left than rings: each of the furthest below its quota takes one.
  const order = quotas
    .map((_, k) => k)
    .sort((a, b) => quotas[b]! - counts[b]! - (quotas[a]! - counts[a]!))
  for (const k of order) if (left-- > 0) counts[k]! += 1
  return counts
}
