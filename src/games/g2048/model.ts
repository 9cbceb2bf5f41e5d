import { action, computed, createModel, signal } from '@preact/signals'
import { readBest, type Store, storage, writeNumber } from '../../lib/storage'
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

export const BEST_KEY = 'games.g2048.best'

export interface Deps2048 {
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

    return {
      board: computed(() => board.value),
      score: computed(() => score.value),
      best: computed(() => best.value),
      over,
      won,
      /** Applies a move; a move that changes nothing adds no tile and returns false. */
      move: action((direction: Direction): boolean => {
        const result = move(board.value, direction)
        if (!result.changed) return false
        board.value = addRandomTile(result.board, random)
        score.value += result.gained
        if (score.value > best.value) {
          best.value = score.value
          writeNumber(store, BEST_KEY, best.value)
        }
        return true
      }),
      newGame: action(() => {
        board.value = newBoard(random)
        score.value = 0
      }),
    }
  },
)

export type Game2048Model = InstanceType<typeof Game2048>
