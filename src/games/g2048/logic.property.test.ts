import fc from 'fast-check'
import { createStore } from '../../lib/storage'
import { propertyRuns, propertyTimeLimit } from '../../test/properties'
import { type Board, type Direction, isGameOver, move } from './logic'
import { Game2048 } from './model'

const DIRECTIONS: readonly Direction[] = ['left', 'right', 'up', 'down']
const direction = fc.constantFrom(...DIRECTIONS)
const tileSum = (board: Board) => board.flat().reduce<number>((sum, v) => sum + (v ?? 0), 0)
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
/** A game whose new tiles come from the generated stream, with nothing stored. */
const gameOn = (stream: Iterator<number>) =>
  new Game2048({ random: () => stream.next().value, store: createStore(() => undefined) })

function newCells(slid: Board, after: Board): (number | null)[] {
  const before = slid.flat()
  return after.flat().filter((v, i) => v !== before[i])
}

/**
 * What is wrong with one move of the game, or null: it must apply exactly when the rule's
 * move changes the board, and then add one 2 or 4 to the slid board and to the tile sum;
 * otherwise leave the board as it was. Plain checks, and `expect` only on a failure: an
 * `expect` per move made this property most of the unit run's time on a busy machine.
 */
function brokenMove(before: Board, rule: ReturnType<typeof move>, applied: boolean, after: Board) {
  if (applied !== rule.changed) return `applied ${applied}, the rule says ${rule.changed}`
  if (!applied) return after === before ? null : 'an unapplied move changed the board'
  const fresh = newCells(rule.board, after)
  if (fresh.length !== 1 || (fresh[0] !== 2 && fresh[0] !== 4)) {
    return `new tiles ${JSON.stringify(fresh)}, not one 2 or 4`
  }
  const sum = tileSum(before) + fresh[0]
  return tileSum(after) === sum ? null : `tile sum ${tileSum(after)}, not ${sum}`
}

describe('2048 properties over random games', () => {
  test(
    'each move keeps the tile sum plus exactly one new tile, or changes nothing',
    () => {
      fc.assert(
        fc.property(randomSource, fc.array(direction, { maxLength: 200 }), (stream, moves) => {
          const game = gameOn(stream)
          for (const dir of moves) {
            const before = game.board.value
            const broken = brokenMove(before, move(before, dir), game.move(dir), game.board.value)
            if (broken) expect.fail(`${dir}: ${broken}`)
          }
        }),
        { numRuns: propertyRuns(2000) },
      )
    },
    propertyTimeLimit(),
  )

  test('the generated boards include stuck ones', () => {
    const samples = fc.sample(fullBoard, { numRuns: 2000, seed: 1 })
    expect(samples.some(isGameOver)).toBe(true)
    expect(samples.every(isGameOver)).toBe(false)
  })

  test(
    'game over exactly when no move changes the board',
    () => {
      fc.assert(
        fc.property(fc.oneof(board, fullBoard), (b) => {
          const stuck = DIRECTIONS.every((d) => !move(b, d).changed)
          expect(isGameOver(b)).toBe(stuck)
        }),
        { numRuns: propertyRuns(5000) },
      )
    },
    propertyTimeLimit(),
  )

  test(
    'game over in played games agrees with the moves still available',
    () => {
      fc.assert(
        fc.property(
          randomSource,
          fc.array(direction, { minLength: 50, maxLength: 400 }),
          (stream, moves) => {
            const game = gameOn(stream)
            for (const [i, dir] of moves.entries()) {
              game.move(dir)
              const stuck = DIRECTIONS.every((d) => !move(game.board.value, d).changed)
              if (game.over.value !== stuck)
                expect.fail(`move ${i}: over ${game.over.value}, stuck ${stuck}`)
            }
          },
        ),
        { numRuns: propertyRuns(300) },
      )
    },
    propertyTimeLimit(),
  )

  test(
    'the score is the sum of all merges',
    () => {
      fc.assert(
        fc.property(randomSource, fc.array(direction, { maxLength: 200 }), (stream, moves) => {
          const game = gameOn(stream)
          let merged = 0
          for (const dir of moves) {
            merged += move(game.board.value, dir).gained
            game.move(dir)
          }
          expect(game.score.value).toBe(merged)
        }),
        { numRuns: propertyRuns(500) },
      )
    },
    propertyTimeLimit(),
  )
})
