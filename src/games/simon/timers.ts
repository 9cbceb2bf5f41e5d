/** The clock functions a game uses, passed in so tests can drive time. */
export interface Scheduler {
  setTimeout(run: () => void, ms: number): unknown
  clearTimeout(id: unknown): void
}

// Looks the globals up at call time, so fake timers installed later still apply.
export const browserScheduler: Scheduler = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
}

export interface Timers {
  after(ms: number, run: () => void): void
  clearAll(): void
  readonly pending: number
}

/** Keeps every pending timeout, so all of them can be cancelled at once. */
export function createTimers(scheduler: Scheduler): Timers {
  const ids = new Set<unknown>()
  return {
    after(ms, run) {
      const id = scheduler.setTimeout(() => {
        ids.delete(id)
        run()
      }, ms)
      ids.add(id)
    },
    clearAll() {
      for (const id of ids) scheduler.clearTimeout(id)
      ids.clear()
    },
    get pending() {
      return ids.size
    },
  }
}
