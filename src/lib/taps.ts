/**
 * Counts taps: returns a function fed each tap's time (ms) that answers true on the tap that
 * makes `count` taps within `windowMs` (first to last), then starts counting afresh.
 */
export function tapCounter(count: number, windowMs: number): (now: number) => boolean {
  let times: number[] = []
  return (now) => {
    times = [...times.filter((t) => now - t <= windowMs), now]
    if (times.length < count) return false
    times = []
    return true
  }
}
