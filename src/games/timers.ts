import { batch } from '@preact/signals'
import type { Clock } from './clock'

interface Timers {
  /** Runs `run` after `ms` on the clock, as one batch: what it writes is seen at once. */
  after(ms: number, run: () => void): void
  /** Cancels every pending timeout. */
  clearAll(): void
}

/** A game's pending timeouts, kept so that all of them can be cancelled at once. */
export function createTimers(clock: Clock): Timers {
  const ids = new Set<unknown>()
  return {
    after(ms, run) {
      const id = clock.setTimeout(() => {
        ids.delete(id)
        batch(run)
      }, ms)
      ids.add(id)
    },
    clearAll() {
      for (const id of ids) clock.clearTimeout(id)
      ids.clear()
    },
  }
}
