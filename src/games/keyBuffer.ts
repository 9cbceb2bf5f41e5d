import { signal } from '@preact/signals-core'
import { isTypedOnPage } from '../lib/keys'
import { GAME_KEYWORDS, type GameId, MENU_KEYWORD } from './catalogue'

export type { GameId }
export type KeyMatch = GameId | typeof MENU_KEYWORD

/** What each typed keyword opens: the menu, and each game by its keyword (catalogue.ts). */
export const KEYWORDS: Readonly<Record<string, KeyMatch>> = Object.fromEntries([
  [MENU_KEYWORD, MENU_KEYWORD] as const,
  ...Object.entries(GAME_KEYWORDS).map(([id, keyword]) => [keyword, id as GameId] as const),
])

interface StepResult<T> {
  buffer: string
  match?: T
}

/**
 * The buffer's rule over a table of keywords: each key grows the buffer while it stays a
 * prefix of a keyword; otherwise it restarts with this key alone. A complete keyword
 * matches and clears. (A keyword that starts another keyword would hide the longer one.)
 */
export function keyStep<T>(keywords: Readonly<Record<string, T>>) {
  const words = Object.keys(keywords)
  const isPrefix = (text: string) => words.some((word) => word.startsWith(text))
  return (buffer: string, key: string): StepResult<T> => {
    const k = key.toLowerCase()
    for (const candidate of [buffer + k, k]) {
      if (!isPrefix(candidate)) continue
      const match = Object.hasOwn(keywords, candidate) ? keywords[candidate] : undefined
      return match === undefined ? { buffer: candidate } : { buffer: '', match }
    }
    return { buffer: '' }
  }
}

/** Feeds one key to the site's buffer (see `keyStep`), with the games' keywords. */
export const step = keyStep(KEYWORDS)

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
