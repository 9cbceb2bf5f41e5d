import type { Clock } from '../clock'

export interface Timers {
  after(ms: number, run: () => void): void
  clearAll(): void
  readonly pending: number
}

/** Keeps every pending timeout, so all of them can be cancelled at once. */
export function createTimers(clock: Clock): Timers {
  const ids = new Set<unknown>()
  return {
    after(ms, run) {
      const id = clock.setTimeout(() => {
        ids.delete(id)
        run()
      }, ms)
      ids.add(id)
    },
    clearAll() {
      for (const id of ids) clock.clearTimeout(id)
      ids.clear()
    },
    get pending() {
      return ids.size
    },
  }
}
