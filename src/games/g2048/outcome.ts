import type { Direction } from './logic'

export const GAME_OVER = 'Game Over! No moves left.'
const WON = 'You reached 2048! Keep going for a higher score.'
export const NO_MOVE = 'No tiles moved.'

interface MoveOutcome {
  direction: Direction
  /** Points the merges of this move earned. */
  gained: number
  score: number
  /** This move made the first 2048 tile. */
  won: boolean
  over: boolean
}

/** What a move said to the visitor (and their screen reader): the points, then any news. */
export function moveOutcome({ direction, gained, score, won, over }: MoveOutcome): string {
  const points = gained > 0 ? `${gained} points, total ${score}.` : 'no points.'
  return [`Moved ${direction}: ${points}`, won ? WON : '', over ? GAME_OVER : '']
    .filter(Boolean)
    .join(' ')
}
