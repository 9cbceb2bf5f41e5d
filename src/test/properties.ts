/**
 * How hard the property tests (fast-check) try, and how long they may take. Measured on two
 * cores: the costliest property uses 0.4 s of CPU, and in a unit
 * run on a busy machine (load average 18 to 24) the two costliest took 5.4 to 7.8 s, so each
 * gets 20 s. `PROPERTY_RUNS=<factor>` multiplies the runs, and the time limit with them, for
 * a long run (`npm run test:properties` uses 20).
 */
export const PROPERTY_FACTOR = propertyFactor(process.env.PROPERTY_RUNS)

/** A property test's time limit at the default runs, in ms (the default test's is 5 s). */
export const PROPERTY_TIME_LIMIT_MS = 20_000

/** The factor PROPERTY_RUNS asks for: 1 when unset, otherwise a positive number. */
export function propertyFactor(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 1
  const factor = Number(raw)
  if (!Number.isFinite(factor) || factor <= 0) {
    throw new Error(`PROPERTY_RUNS must be a positive number (a factor of the runs), got ${raw}`)
  }
  return factor
}

/** A property's number of runs: its default, times PROPERTY_RUNS. */
export const propertyRuns = (runs: number): number =>
  Math.max(1, Math.round(runs * PROPERTY_FACTOR))

/** A property test's time limit in ms, times PROPERTY_RUNS when that is above 1. */
export const propertyTimeLimit = (ms = PROPERTY_TIME_LIMIT_MS): number =>
  Math.round(ms * Math.max(1, PROPERTY_FACTOR))
