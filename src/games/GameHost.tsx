import { Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { ErrorBoundary } from '../components/ErrorBoundary'
import { lazyWithRetry, retryFailedChunks } from '../lib/lazyWithRetry'
import { holdReloadWhile } from '../lib/safeReload'
import { whenIdle } from '../lib/whenIdle'
import type { GameDialogProps } from './GameDialog'
import { GamesUnavailable } from './GamesUnavailable'
import { gameOpen, setGameOpen } from './gameOpen'
import { installKeyBuffer, type KeyMatch } from './keyBuffer'
import { onOpenGames } from './opener'

// The dialog, the menu and the games' table are a chunk of their own: the page that
// hydrates needs only the keywords. It is fetched once the page is idle, so a keyword opens
// the dialog at once; a failed download offers Retry (GamesUnavailable).
const GameDialog = lazyWithRetry<GameDialogProps>(() =>
  import(/* on-load */ './GameDialog').then((m) => ({ default: m.GameDialog })),
)

/**
 * The hidden games: listens for typed keywords (and `openGames()`, for visitors without
 * a keyboard) and shows the menu or a game in one modal dialog. Mount once, anywhere
 * inside the app.
 */
export function GameHost() {
  const [open, setOpen] = useState<KeyMatch | null>(null)
  // Retries of the dialog's download: each gives its boundary a fresh start.
  const [attempt, setAttempt] = useState(0)
  // Where focus was when the games were asked for: the dialog returns it there by itself,
  // the message of a failed download (GamesUnavailable) by this.
  const returnTo = useRef<Element | null>(null)
  const refocus = () => {
    const el = returnTo.current
    if (el instanceof HTMLElement && el.isConnected) el.focus()
  }

  // Asked for (a keyword, the five taps): a download that failed before is tried afresh.
  const show = (match: KeyMatch) => {
    returnTo.current = document.activeElement
    retryFailedChunks()
    setOpen(match)
  }
  // Typed keywords wait while a dialog is open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `show` only calls stable setters
  useLayoutEffect(() => installKeyBuffer(show, () => gameOpen.value), [])
  // A new deploy never reloads the page under an open game (src/lib/safeReload.ts).
  useLayoutEffect(() => holdReloadWhile(gameOpen), [])
  useLayoutEffect(() => {
    setGameOpen(open !== null)
    return () => setGameOpen(false)
  }, [open])
  // biome-ignore lint/correctness/useExhaustiveDependencies: `show` only calls stable setters
  useLayoutEffect(() => onOpenGames(show), [])
  useEffect(() => whenIdle(() => void GameDialog.preload()), [])

  if (open === null) return null
  const close = () => setOpen(null)
  // Focus goes back first, so the dialog that Retry brings returns it there on close.
  const retry = () => {
    refocus()
    retryFailedChunks()
    setAttempt((n) => n + 1)
  }
  const dismiss = () => {
    refocus()
    close()
  }
  return (
    <ErrorBoundary
      key={attempt}
      fallback={() => <GamesUnavailable onRetry={retry} onClose={dismiss} />}
    >
      <Suspense fallback={null}>
        <GameDialog open={open} onChoose={setOpen} onClose={close} />
      </Suspense>
    </ErrorBoundary>
  )
}
