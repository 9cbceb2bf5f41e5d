import { useModel } from '@preact/signals'
import { useLayoutEffect } from 'react'
import { isShortcut } from '../../lib/keys'
import { LiveRegion } from '../LiveRegion'
import { ScoreBar } from '../ScoreBar'
import { Board } from './Board'
import { keyDirection } from './input'
import { Moves } from './Moves'
import { Game2048, type Game2048Model } from './model'

/** Arrow keys and WASD anywhere in the document move while the game is mounted. */
function useMoveKeys(game: Game2048Model) {
  useLayoutEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isShortcut(e) || e.defaultPrevented) return
      const direction = keyDirection(e.key)
      if (!direction) return
      e.preventDefault()
      game.move(direction)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [game])
}

/** The 2048 game body: scores, message, board, a move button per direction and New Game. */
export function View() {
  const game = useModel(() => new Game2048())
  useMoveKeys(game)

  return (
    <div className="flex flex-col gap-4">
      <ScoreBar score={game.score.value} best={game.best.value}>
        <button type="button" className="btn" onClick={game.newGame}>
          New Game
        </button>
      </ScoreBar>
      <LiveRegion
        said={game.said.value}
        className="min-h-6 text-center font-semibold text-accent"
      />
      <Board board={game.board.value} onMove={game.move} />
      <Moves onMove={game.move} />
    </div>
  )
}
