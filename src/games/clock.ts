/** The time a game reads and the timers it sets, passed in so tests can drive time. */
export interface Clock {
  now(): number
  setTimeout(run: () => void, ms: number): unknown
  clearTimeout(id: unknown): void
}

// Looks the globals up at call time, so fake clocks installed later still apply.
export const browserClock: Clock = {
  now: () => performance.now(),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
}
