import { computed, createModel, signal } from '@preact/signals'
import { readBest, type Store, storage, writeNumber } from '../../lib/storage'
import { createVoice } from '../said'
import {
  addRandomTile,
  type Board,
  type Direction,
  hasWon,
  isGameOver,
  move,
  newBoard,
  type Random,
} from './logic'
import { GAME_OVER, moveOutcome, NO_MOVE } from './outcome'

export const BEST_KEY = 'games.g2048.best'

interface Deps2048 {
  random?: Random
  store?: Store
  /** A board to start from instead of two random tiles. */
  start?: Board
}

/** A 2048 game: the board and scores as read-only signals, moves as actions. */
export const Game2048 = createModel(
  ({ random = Math.random, store = storage, start }: Deps2048 = {}) => {
    const board = signal<Board>(start ?? newBoard(random))
    const score = signal(0)
    const best = signal(readBest(store, BEST_KEY) ?? 0)
    const over = computed(() => isGameOver(board.value))
    const won = computed(() => hasWon(board.value))
    const voice = createVoice()

    return {
      board: computed(() => board.value),
      score: computed(() => score.value),
      best: computed(() => best.value),
      over,
      won,
      /** What the last action said: each move's outcome, or that no tile moved. */
      said: voice.said,
      /** Applies a move; a move that changes nothing adds no tile and returns false. */
      move(direction: Direction): boolean {
        const result = move(board.value, direction)
        if (!result.changed) {
          voice.say(over.value ? GAME_OVER : NO_MOVE)
          return false
        }
        const before = board.value
        const after = addRandomTile(result.board, random)
        board.value = after
        score.value += result.gained
        if (score.value > best.value) {
          best.value = score.value
          writeNumber(store, BEST_KEY, best.value)
        }
        const firstWin = hasWon(after) && !hasWon(before)
        const ended = isGameOver(after)
        voice.say(
          moveOutcome({
            direction,
            gained: result.gained,
            score: score.value,
            won: firstWin,
            over: ended,
          }),
        )
        return true
      },
      newGame() {
        board.value = newBoard(random)
        score.value = 0
        voice.say('New game.')
      },
    }
  },
)

export type Game2048Model = InstanceType<typeof Game2048>
