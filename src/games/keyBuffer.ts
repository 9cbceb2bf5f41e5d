import { signal } from '@preact/signals'
import { isTypedOnPage } from '../lib/keys'

export type GameId = 'guess' | 'g2048' | 'hanoi' | 'simon' | 'reaction'
export type KeyMatch = GameId | 'games'

/** What each typed keyword opens. */
export const KEYWORDS: Readonly<Record<string, KeyMatch>> = {
  games: 'games',
  guess: 'guess',
  '2048': 'g2048',
  hanoi: 'hanoi',
  simon: 'simon',
  reaction: 'reaction',
}

const WORDS = Object.keys(KEYWORDS)
const isPrefix = (text: string) => WORDS.some((word) => word.startsWith(text))

interface StepResult {
  buffer: string
  match?: KeyMatch
}

/**
 * Feeds one key to the buffer: it grows while it stays a prefix of a keyword;
 * otherwise it restarts with this key alone. A complete keyword matches and clears.
 */
export function step(buffer: string, key: string): StepResult {
  const k = key.toLowerCase()
  for (const candidate of [buffer + k, k]) {
    if (!isPrefix(candidate)) continue
    const match = KEYWORDS[candidate]
    return match ? { buffer: '', match } : { buffer: candidate }
  }
  return { buffer: '' }
}

/** The one global buffer of typed keys. */
export const keyBuffer = signal('')

/**
 * Adds the single window `keydown` listener that feeds the buffer the characters typed at
 * the page (not into fields, not shortcuts); `isPaused`
 * (a dialog is open) stops it. Returns the cleanup.
 */
export function installKeyBuffer(
  onMatch: (match: KeyMatch) => void,
  isPaused: () => boolean = () => false,
): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (isPaused() || !isTypedOnPage(event)) return
    const next = step(keyBuffer.value, event.key)
    keyBuffer.value = next.buffer
    if (!next.match) return
    event.preventDefault() // the key that completes a keyword types nothing
    onMatch(next.match)
  }
  window.addEventListener('keydown', onKeyDown)
  return () => window.removeEventListener('keydown', onKeyDown)
}
