// A seeded pseudo-random generator (mulberry32): the same seed gives the same numbers, so the
// generated thumbnails are the same on every build and a fuzzing run can be replayed.

/**
 * Numbers in [0, 1) from a 32-bit seed.
 * @param {number} seed
 * @returns {() => number}
 */
export function seededRandom(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
