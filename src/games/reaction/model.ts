import { action, computed, createModel, signal } from '@preact/signals'
import { readBest, type Store, storage, writeNumber } from '../../lib/storage'
import { browserClock, type Clock } from '../clock'
import { bestOf, type ReactionState, randomWait, step } from './logic'

export const BEST_KEY = 'games.reaction.best'

export interface ReactionDeps {
  random?: () => number
  clock?: Clock
  store?: Store
}

/** A reaction timer: its state and best time as read-only signals; start, press and stop as actions. */
export const Reaction = createModel(
  ({ random = Math.random, clock = browserClock, store = storage }: ReactionDeps = {}) => {
    const state = signal<ReactionState>({ kind: 'idle' })
    const best = signal<number | null>(readBest(store, BEST_KEY))
    let timer: unknown = null

    const cancel = () => {
      if (timer !== null) clock.clearTimeout(timer)
      timer = null
    }

    return {
      state: computed(() => state.value),
      best: computed(() => best.value),
      /** Start or Try Again: waits a random 2 to 5 seconds, then the target is ready. */
      start: action(() => {
        const next = step(state.value, { type: 'start' })
        if (next === state.value) return
        cancel()
        state.value = next
        timer = clock.setTimeout(() => {
          timer = null
          state.value = step(state.value, { type: 'go', now: clock.now() })
        }, randomWait(random))
      }),
      /** A click (or Space/Enter) on the target. */
      press: action(() => {
        const next = step(state.value, { type: 'click', now: clock.now() })
        if (next === state.value) return
        cancel()
        state.value = next
        if (next.kind === 'clicked') {
          best.value = bestOf(best.value, next.ms)
          writeNumber(store, BEST_KEY, best.value)
        }
      }),
      /** Cancels the pending timer (the view calls it when it unmounts). */
      stop: action(cancel),
    }
  },
)

export type ReactionModel = InstanceType<typeof Reaction>
