import { useLayoutEffect, useState } from 'react'
import { holdReloadWhile } from '../lib/safeReload'
import { Dialog } from './Dialog'
import { GameLoader } from './GameLoader'
import { gameOpen, setGameOpen } from './gameOpen'
import { installKeyBuffer, type KeyMatch } from './keyBuffer'
import { Menu } from './Menu'
import { onOpenGames } from './opener'
import { findGame, MENU_INSTRUCTIONS, MENU_KEYWORD, MENU_TITLE } from './registry'

/**
 * The hidden games: listens for typed keywords (and `openGames()`, for visitors without
 * a keyboard) and shows the menu or a game in one modal dialog. Mount once, anywhere
 * inside the app.
 */
export function GameHost() {
  const [open, setOpen] = useState<KeyMatch | null>(null)

  // Typed keywords wait while a dialog is open.
  useLayoutEffect(() => installKeyBuffer(setOpen, () => gameOpen.value), [])
  // A new deploy never reloads the page under an open game (src/lib/safeReload.ts).
  useLayoutEffect(() => holdReloadWhile(gameOpen), [])
  useLayoutEffect(() => {
    setGameOpen(open !== null)
    return () => setGameOpen(false)
  }, [open])
  useLayoutEffect(() => onOpenGames(setOpen), [])

  if (open === null) return null
  const close = () => setOpen(null)
  if (open === MENU_KEYWORD) {
    return (
      <Dialog
        title={MENU_TITLE}
        description={MENU_INSTRUCTIONS}
        contentKey={MENU_KEYWORD}
        onClose={close}
      >
        <Menu onChoose={setOpen} />
      </Dialog>
    )
  }
  const game = findGame(open)
  return (
    <Dialog title={game.title} description={game.instructions} contentKey={game.id} onClose={close}>
      <GameLoader key={game.id} game={game} />
    </Dialog>
  )
}
