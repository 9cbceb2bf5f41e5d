import { Dialog } from './Dialog'
import { GameLoader } from './GameLoader'
import type { KeyMatch } from './keyBuffer'
import { Menu } from './Menu'
import { findGame, MENU_INSTRUCTIONS, MENU_KEYWORD, MENU_TITLE } from './registry'

export interface GameDialogProps {
  /** What was asked for: the menu, or one game. */
  open: KeyMatch
  /** The menu's choice of a game. */
  onChoose: (match: KeyMatch) => void
  onClose: () => void
}

/**
 * The menu or one game in the modal dialog: the part of the games that downloads on demand
 * (GameHost prefetches it once the page is idle), with the menu and the games' table.
 */
export function GameDialog({ open, onChoose, onClose }: GameDialogProps) {
  if (open === MENU_KEYWORD) {
    return (
      <Dialog
        title={MENU_TITLE}
        description={MENU_INSTRUCTIONS}
        contentKey={MENU_KEYWORD}
        onClose={onClose}
      >
        <Menu onChoose={onChoose} />
      </Dialog>
    )
  }
  const game = findGame(open)
  return (
    <Dialog
      title={game.title}
      description={game.instructions}
      contentKey={game.id}
      onClose={onClose}
    >
      <GameLoader key={game.id} game={game} />
    </Dialog>
  )
}
