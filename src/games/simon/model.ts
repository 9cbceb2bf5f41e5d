import { computed, createModel, effect, signal } from '@preact/signals'
import { readBest, type Store, storage, writeNumber } from '../../lib/storage'
import { browserClock, type Clock } from '../clock'
import { createTimers } from '../timers'
import {
  type Colour,
  colourName,
  FLASH_MS,
  gameOverMessage,
  judge,
  NEXT_MS,
  randomColour,
  schedule,
} from './logic'

export const BEST_KEY = 'games.simon.best'

/** idle before the first game; showing while the sequence plays or between rounds; input while the player repeats. */
type Phase = 'idle' | 'showing' | 'input' | 'over'

export interface SimonDeps {
  random?: () => number
  clock?: Clock
  store?: Store
}

/** A Simon game: state as read-only signals; start and press as actions. */
export const Simon = createModel(
  ({ random = Math.random, clock = browserClock, store = storage }: SimonDeps = {}) => {
    const sequence = signal<readonly Colour[]>([])
    const repeated = signal(0)
    const score = signal(0)
    const best = signal(readBest(store, BEST_KEY) ?? 0)
    const phase = signal<Phase>('idle')
    const lit = signal<Colour | null>(null)
    const message = signal('Press Start, watch the colours, then repeat them.')
    const steps = createTimers(clock)
    const flash = createTimers(clock)

    const play = () => {
      const n = sequence.value.length
      phase.value = 'showing'
      for (const step of schedule(sequence.value)) {
        const show = () => {
          lit.value = step.colour
          message.value = step.colour
            ? `${colourName(step.colour)} (${step.position + 1} of ${n})`
            : ''
          if (!step.colour && step.position === n - 1) {
            phase.value = 'input'
            message.value = `Your turn: repeat ${n} ${n === 1 ? 'colour' : 'colours'}.`
          }
        }
        // The first colour lights at once; the rest follow on the clock.
        if (step.at === 0) show()
        else steps.after(step.at, show)
      }
    }

    const stop = () => {
      steps.clearAll()
      flash.clearAll()
      lit.value = null
    }
    // Disposing the model (its view unmounts) cancels every pending timer.
    effect(() => stop)

    return {
      sequence: computed(() => sequence.value),
      score: computed(() => score.value),
      best: computed(() => best.value),
      phase: computed(() => phase.value),
      lit: computed(() => lit.value),
      message: computed(() => message.value),
      /** Resets and plays a one-colour sequence. */
      start() {
        stop()
        sequence.value = [randomColour(random)]
        repeated.value = 0
        score.value = 0
        play()
      },
      /** A pad press; ignored unless the player is expected to repeat the sequence. */
      press(colour: Colour) {
        if (phase.value !== 'input') return
        flash.clearAll()
        lit.value = colour
        flash.after(FLASH_MS, () => {
          lit.value = null
        })
        const verdict = judge(sequence.value, repeated.value, colour)
        if (verdict === 'more') {
          repeated.value += 1
        } else if (verdict === 'wrong') {
          phase.value = 'over'
          message.value = gameOverMessage(score.value)
        } else {
          score.value = sequence.value.length
          if (score.value > best.value) {
            best.value = score.value
            writeNumber(store, BEST_KEY, best.value)
          }
          phase.value = 'showing'
          message.value = 'Correct! Get ready for one more colour.'
          steps.after(NEXT_MS, () => {
            sequence.value = [...sequence.value, randomColour(random)]
            repeated.value = 0
            play()
          })
        }
      },
    }
  },
)
