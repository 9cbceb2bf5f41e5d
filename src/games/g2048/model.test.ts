import { createStore } from '../../lib/storage'
import type { Board } from './logic'
import { BEST_KEY, Game2048 } from './model'

const _ = null
const first = () => 0
/** A board with `row` on top and the rest empty. */
const topRow = (row: Board[number]): Board => [row, [_, _, _, _], [_, _, _, _], [_, _, _, _]]
/** A game with nothing stored, on `start` if given, drawing new tiles from `random`. */
const gameOn = (start?: Board, random = first) =>
  new Game2048({ random, store: createStore(() => undefined), ...(start ? { start } : {}) })

describe('Game2048 model', () => {
  test('starts with two tiles and no score', () => {
    const game = gameOn()
    expect(game.board.value.flat().filter(Boolean)).toEqual([2, 2])
    expect(game.score.value).toBe(0)
    expect(game.over.value).toBe(false)
  })

  test('a merge scores, raises and stores the best score, and New Game keeps the best', () => {
    const store = createStore(() => undefined)
    const game = new Game2048({ random: first, store })
    expect(game.move('left')).toBe(true)
    expect(game.board.value[0]).toEqual([4, 2, _, _])
    expect(game.score.value).toBe(4)
    expect(store.get(BEST_KEY)).toBe('4')
    game.newGame()
    expect(game.score.value).toBe(0)
    expect(game.best.value).toBe(4)
  })

  test('reads the best score kept from an earlier visit and only replaces it when beaten', () => {
    const store = createStore(() => undefined)
    store.set(BEST_KEY, '100')
    const game = new Game2048({ random: first, store })
    game.move('left')
    expect(game.best.value).toBe(100)
    expect(store.get(BEST_KEY)).toBe('100')
  })

  test('reaching 2048 is a win and play goes on', () => {
    const start = topRow([1024, 1024, _, _])
    const game = gameOn(start)
    expect(game.won.value).toBe(false)
    game.move('left')
    expect(game.won.value).toBe(true)
    expect(game.move('right')).toBe(true)
    expect(game.board.value.flat()).toContain(2048)
    expect(game.won.value).toBe(true)
  })

  test('game over when the last tile fills a board without equal neighbours', () => {
    const start: Board = [
      [2, 4, 2, _],
      [2, 4, 2, 4],
      [4, 2, 4, 2],
      [2, 4, 2, 4],
    ]
    // After sliding right, the only empty cell is the top left; draw 0.95 makes the new tile a 4.
    const draws = [0, 0.95]
    const random = () => draws.shift() ?? 0
    const game = gameOn(start, random)
    expect(game.over.value).toBe(false)
    expect(game.move('right')).toBe(true)
    expect(game.board.value[0]).toEqual([4, 2, 4, 2])
    expect(game.over.value).toBe(true)
    expect(game.said.value.text).toBe('Moved right: no points. Game Over! No moves left.')
    expect(game.move('left')).toBe(false)
    expect(game.said.value.text).toBe('Game Over! No moves left.')
  })

  test('says each move: the points gained, or that no tile moved, each time', () => {
    const start = topRow([2, 2, _, _])
    const game = gameOn(start)
    game.move('left')
    expect(game.board.value[0]).toEqual([4, 2, _, _])
    expect(game.said.value.text).toBe('Moved left: 4 points, total 4.')
    game.move('left')
    const once = game.said.value
    expect(once.text).toBe('No tiles moved.')
    game.move('left')
    expect(game.said.value.text).toBe('No tiles moved.')
    expect(game.said.value.n, 'a repeated "No tiles moved." is said again').toBe(once.n + 1)
    game.move('right')
    expect(game.said.value.text).toBe('Moved right: no points.')
    game.newGame()
    expect(game.said.value.text).toBe('New game.')
  })

  test('the move that makes the first 2048 says so; later moves do not', () => {
    const start = topRow([1024, 1024, _, _])
    const game = gameOn(start)
    game.move('left')
    expect(game.said.value.text).toBe(
      'Moved left: 2048 points, total 2048. You reached 2048! Keep going for a higher score.',
    )
    game.move('right')
    expect(game.said.value.text).not.toContain('You reached 2048')
  })
})
