import { useModel } from '@preact/signals'
import { useLayoutEffect } from 'react'
import { ScoreBar } from '../ScoreBar'
import { Board } from './Board'
import { keyDirection } from './input'
import { Game2048, type Game2048Model } from './model'

export const GAME_OVER = 'Game Over! No moves left.'
export const WON = 'You reached 2048! Keep going for a higher score.'

/** Arrow keys and WASD anywhere in the document move while the game is mounted. */
function useMoveKeys(game: Game2048Model) {
  useLayoutEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.altKey || e.metaKey || e.defaultPrevented) return
      const direction = keyDirection(e.key)
      if (!direction) return
      e.preventDefault()
      game.move(direction)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [game])
}

/** The 2048 game body: scores, message, board and New Game. */
export function View() {
  const game = useModel(() => new Game2048())
  useMoveKeys(game)
  const message = game.over.value ? GAME_OVER : game.won.value ? WON : ''

  return (
    <div className="flex flex-col gap-4">
      <ScoreBar score={game.score.value} best={game.best.value}>
        <button type="button" className="btn" onClick={game.newGame}>
          New Game
        </button>
      </ScoreBar>
      <p role="status" className="min-h-6 text-center font-semibold text-accent">
        {message}
      </p>
      <Board board={game.board.value} onMove={game.move} />
      <p className="text-center text-xs text-slate-400">
        Use the arrow keys or W A S D, or swipe on the board.
      </p>
    </div>
  )
}
