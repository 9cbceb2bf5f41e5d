import fc from 'fast-check'
import { createStore } from '../../lib/storage'
import { type Board, DIRECTIONS, isGameOver, move, tileSum } from './logic'
import { Game2048 } from './model'

const direction = fc.constantFrom(...DIRECTIONS)
const tile = fc.option(fc.constantFrom(2, 4, 8, 16, 32, 64), { nil: null, freq: 3 })
const board = fc.array(fc.array(tile, { minLength: 4, maxLength: 4 }), {
  minLength: 4,
  maxLength: 4,
}) as fc.Arbitrary<Board>
/** Full boards of sixteen possible values: about one in five is stuck, the rest can move. */
const power = fc.integer({ min: 1, max: 16 }).map((n) => 2 ** n)
const fullBoard = fc.array(fc.array(power, { minLength: 4, maxLength: 4 }), {
  minLength: 4,
  maxLength: 4,
}) as fc.Arbitrary<Board>
/** A seeded stream of numbers in [0, 1) standing in for Math.random. */
const randomSource = fc.infiniteStream(
  fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
)

/** Cells that differ between the slid board and the board after the move: the new tile(s). */
function newCells(slid: Board, after: Board): (number | null)[] {
  return after.flat().filter((v, i) => v !== slid.flat()[i])
}

describe('2048 properties over random games', () => {
  test('each move keeps the tile sum plus exactly one new tile, or changes nothing', () => {
    fc.assert(
      fc.property(randomSource, fc.array(direction, { maxLength: 200 }), (stream, moves) => {
        const game = new Game2048({
          random: () => stream.next().value,
          store: createStore(() => undefined),
        })
        for (const dir of moves) {
          const before = game.board.value
          const expected = move(before, dir)
          const applied = game.move(dir)
          const after = game.board.value
          expect(applied).toBe(expected.changed)
          if (!applied) {
            expect(after).toBe(before)
            continue
          }
          const fresh = newCells(expected.board, after)
          expect(fresh).toHaveLength(1)
          expect([2, 4]).toContain(fresh[0])
          expect(tileSum(after)).toBe(tileSum(before) + fresh[0]!)
        }
      }),
      { numRuns: 2000 },
    )
  })

  test('the generated boards include stuck ones', () => {
    const samples = fc.sample(fullBoard, { numRuns: 2000, seed: 1 })
    expect(samples.some(isGameOver)).toBe(true)
    expect(samples.every(isGameOver)).toBe(false)
  })

  test('game over exactly when no move changes the board', () => {
    fc.assert(
      fc.property(fc.oneof(board, fullBoard), (b) => {
        const stuck = DIRECTIONS.every((d) => !move(b, d).changed)
        expect(isGameOver(b)).toBe(stuck)
      }),
      { numRuns: 5000 },
    )
  })

  test('game over in played games agrees with the moves still available', () => {
    fc.assert(
      fc.property(
        randomSource,
        fc.array(direction, { minLength: 50, maxLength: 400 }),
        (stream, moves) => {
          const game = new Game2048({
            random: () => stream.next().value,
            store: createStore(() => undefined),
          })
          for (const dir of moves) {
            game.move(dir)
            const stuck = DIRECTIONS.every((d) => !move(game.board.value, d).changed)
            expect(game.over.value).toBe(stuck)
          }
        },
      ),
      { numRuns: 300 },
    )
  })

  test('the score is the sum of all merges', () => {
    fc.assert(
      fc.property(randomSource, fc.array(direction, { maxLength: 200 }), (stream, moves) => {
        const game = new Game2048({
          random: () => stream.next().value,
          store: createStore(() => undefined),
        })
        let merged = 0
        for (const dir of moves) {
          merged += move(game.board.value, dir).gained
          game.move(dir)
        }
        expect(game.score.value).toBe(merged)
      }),
      { numRuns: 500 },
    )
  })
})
