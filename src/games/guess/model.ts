import { computed, createModel, signal } from '@preact/signals'
import { readBest, type Store, storage, writeNumber } from '../../lib/storage'
import { createVoice } from '../said'
import { judge, newTarget } from './logic'

export const BEST_KEY = 'games.guess.best'

/** Guess the Number: the hidden target, attempts, the last message and the best score. */
export const GuessModel = createModel(
  (random: () => number = Math.random, store: Store = storage) => {
    let target = newTarget(random)
    const attempts = signal(0)
    const voice = createVoice()
    const won = signal(false)
    const best = signal(readBest(store, BEST_KEY))

    return {
      attempts: computed(() => attempts.value),
      message: computed(() => voice.said.value.text),
      /** Every message, numbered: a repeated one is said again. */
      said: voice.said,
      won: computed(() => won.value),
      /** Fewest attempts of any win, kept across visits. */
      best: computed(() => best.value),
      guess(input: string) {
        if (won.value) return
        const outcome = judge(input, target, attempts.value)
        attempts.value = outcome.attempts
        voice.say(outcome.message)
        if (outcome.verdict !== 'correct') return
        won.value = true
        if (best.value === null || outcome.attempts < best.value) {
          best.value = outcome.attempts
          writeNumber(store, BEST_KEY, outcome.attempts)
        }
      },
      newGame() {
        target = newTarget(random)
        attempts.value = 0
        voice.say('')
        won.value = false
      },
    }
  },
)
