import { MENU_KEYWORD } from './catalogue'
import type { KeyMatch } from './keyBuffer'

type Open = (match: KeyMatch) => void

let host: Open | null = null

/**
 * Opens the games menu (or one game) as typing its keyword would: the door for visitors
 * without a keyboard (a phone has none until a field is focused). Does nothing until a
 * GameHost is mounted.
 */
export function openGames(match: KeyMatch = MENU_KEYWORD): void {
  host?.(match)
}

/** How the mounted GameHost opens a dialog; returns the unregister. */
export function onOpenGames(open: Open): () => void {
  host = open
  return () => {
    if (host === open) host = null
  }
}
