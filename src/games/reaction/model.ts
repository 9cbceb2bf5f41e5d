import { computed, createModel, effect, signal } from '@preact/signals'
import { readBest, type Store, storage, writeNumber } from '../../lib/storage'
import { browserClock, type Clock } from '../clock'
import { createTimers } from '../timers'
import { bestOf, type ReactionState, randomWait, step } from './logic'

export const BEST_KEY = 'games.reaction.best'

export interface ReactionDeps {
  random?: () => number
  clock?: Clock
  store?: Store
}

/** A reaction timer: its state and best time as read-only signals; start and press as actions. */
export const Reaction = createModel(
  ({ random = Math.random, clock = browserClock, store = storage }: ReactionDeps = {}) => {
    const state = signal<ReactionState>({ kind: 'idle' })
    const best = signal<number | null>(readBest(store, BEST_KEY))
    const timers = createTimers(clock)
    // Disposing the model (its view unmounts) cancels the pending wait.
    effect(() => timers.clearAll)

    return {
      state: computed(() => state.value),
      best: computed(() => best.value),
      /** Start or Try Again: waits a random 2 to 5 seconds, then the target is ready. */
      start() {
        const next = step(state.value, { type: 'start' })
        if (next === state.value) return
        timers.clearAll()
        state.value = next
        timers.after(randomWait(random), () => {
          state.value = step(state.value, { type: 'go', now: clock.now() })
        })
      },
      /** A click (or Space/Enter) on the target. */
      press() {
        const next = step(state.value, { type: 'click', now: clock.now() })
        if (next === state.value) return
        timers.clearAll()
        state.value = next
        if (next.kind === 'clicked') {
          best.value = bestOf(best.value, next.ms)
          writeNumber(store, BEST_KEY, best.value)
        }
      },
    }
  },
)
