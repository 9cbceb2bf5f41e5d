/** Guess the Number: pure rules. Randomness is passed in. */
import { MAX, MIN } from './range'

export { MAX, MIN }

export const INVALID = '⚠️ Please enter a valid number.'
/**
 * Out of range (below 1, above 100) or a decimal: a friendly hint that counts no
 * attempt, since such a guess cannot be the target (see docs/decisions/021).
 */
export const OUT_OF_RANGE = `Please enter a whole number from ${MIN} to ${MAX}.`
export const TOO_HIGH = 'Too high. Try again!'
export const TOO_LOW = 'Too low. Try again!'
export const correct = (attempts: number) => `Correct! You guessed it in ${attempts} attempts.`

/** A target from 1 to 100; `random` returns a number in [0, 1). */
export function newTarget(random: () => number): number {
  return MIN + Math.floor(random() * (MAX - MIN + 1))
}

export type Verdict = 'invalid' | 'outOfRange' | 'high' | 'low' | 'correct'

interface Outcome {
  verdict: Verdict
  message: string
  /** Attempts after this guess (unchanged when the guess did not count). */
  attempts: number
}

// Plain decimal notation only: "1e2", "0x10", "" and "12abc" are not numbers here.
const NUMERIC = /^[+-]?(\d+(\.\d*)?|\.\d+)$/

export function judge(input: string, target: number, attempts: number): Outcome {
  const text = input.trim()
  if (!NUMERIC.test(text)) return { verdict: 'invalid', message: INVALID, attempts }
  const value = Number(text)
  if (!Number.isInteger(value) || value < MIN || value > MAX) {
    return { verdict: 'outOfRange', message: OUT_OF_RANGE, attempts }
  }
  const counted = attempts + 1
  if (value > target) return { verdict: 'high', message: TOO_HIGH, attempts: counted }
  if (value < target) return { verdict: 'low', message: TOO_LOW, attempts: counted }
  return { verdict: 'correct', message: correct(counted), attempts: counted }
}
