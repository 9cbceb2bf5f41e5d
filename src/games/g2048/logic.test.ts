import { addRandomTile, type Board, type Cell, hasWon, isGameOver, move, newBoard } from './logic'

const _ = null

/** A random source that replays the given numbers in order. */
const replay =
  (...values: number[]) =>
  () =>
    values.shift() ?? 0

const EMPTY: Board = [
  [_, _, _, _],
  [_, _, _, _],
  [_, _, _, _],
  [_, _, _, _],
]

describe('a move slides each line towards its side, merging each equal pair once', () => {
  test.each<[Cell[], Cell[], number]>([
    [[2, 2, 2, 2], [4, 4, _, _], 8],
    [[4, 4, 8, 8], [8, 16, _, _], 24],
    [[2, _, 2, 4], [4, 4, _, _], 4],
    [[_, _, _, 2], [2, _, _, _], 0],
    [[2, 2, 4, _], [4, 4, _, _], 4],
    [[4, 2, 2, _], [4, 4, _, _], 4],
    [[2, 4, 8, 16], [2, 4, 8, 16], 0],
    [[8, _, 8, 8], [16, 8, _, _], 16],
    [[_, _, _, _], [_, _, _, _], 0],
    [[1024, 1024, _, _], [2048, _, _, _], 2048],
  ])('%j slides left to %j gaining %i', (line, expected, gained) => {
    const result = move([line, ...EMPTY.slice(1)], 'left')
    expect(result.board).toEqual([expected, ...EMPTY.slice(1)])
    expect(result.gained).toBe(gained)
  })
})

describe('move', () => {
  const start: Board = [
    [2, _, 2, 4],
    [_, 4, _, 4],
    [2, _, _, _],
    [2, 8, 8, 16],
  ]
  test.each<[string, Board, number]>([
    [
      'left',
      [
        [4, 4, _, _],
        [8, _, _, _],
        [2, _, _, _],
        [2, 16, 16, _],
      ],
      28,
    ],
    [
      'right',
      [
        [_, _, 4, 4],
        [_, _, _, 8],
        [_, _, _, 2],
        [_, 2, 16, 16],
      ],
      28,
    ],
    [
      'up',
      [
        [4, 4, 2, 8],
        [2, 8, 8, 16],
        [_, _, _, _],
        [_, _, _, _],
      ],
      12,
    ],
    [
      'down',
      [
        [_, _, _, _],
        [_, _, _, _],
        [2, 4, 2, 8],
        [4, 8, 8, 16],
      ],
      12,
    ],
  ])('%s', (direction, expected, gained) => {
    const result = move(start, direction as 'left')
    expect(result).toEqual({ board: expected, gained, changed: true })
  })

  test('a move that changes nothing reports it and keeps the same board', () => {
    const board: Board = [
      [2, 4, _, _],
      [_, _, _, _],
      [_, _, _, _],
      [_, _, _, _],
    ]
    const result = move(board, 'left')
    expect(result.changed).toBe(false)
    expect(result.board).toBe(board)
    expect(move(board, 'up').changed).toBe(false)
    expect(move(board, 'right').changed).toBe(true)
  })
})

describe('new tiles', () => {
  test('two tiles at start', () => {
    expect(newBoard(Math.random).flat().filter(Boolean)).toHaveLength(2)
  })

  test.each([
    [0, 2],
    [0.899, 2],
    [0.9, 4],
    [0.999, 4],
  ])('value draw %f gives a %i', (draw, value) => {
    const board = addRandomTile(EMPTY, replay(0, draw))
    expect(board[0]![0]).toBe(value)
  })

  test('the position is drawn among the empty cells only', () => {
    const board: Board = [
      [2, 2, 2, 2],
      [2, 2, 2, 2],
      [2, 2, _, 2],
      [2, _, 2, 2],
    ]
    expect(addRandomTile(board, replay(0, 0))[2]![2]).toBe(2)
    expect(addRandomTile(board, replay(0.99, 0))[3]![1]).toBe(2)
  })

  test('a full board is left alone', () => {
    const full: Board = Array.from({ length: 4 }, () => [2, 4, 2, 4])
    expect(addRandomTile(full, Math.random)).toBe(full)
  })
})

describe('end states', () => {
  test.each<[string, Board, boolean]>([
    [
      'empty cell left',
      [
        [2, 4, 2, 4],
        [4, 2, 4, 2],
        [2, 4, 2, 4],
        [4, 2, 4, _],
      ],
      false,
    ],
    [
      'equal row neighbours',
      [
        [2, 2, 8, 4],
        [4, 8, 4, 2],
        [2, 4, 2, 4],
        [4, 2, 4, 2],
      ],
      false,
    ],
    [
      'equal column neighbours',
      [
        [2, 4, 2, 4],
        [2, 8, 4, 2],
        [8, 4, 2, 4],
        [4, 2, 4, 2],
      ],
      false,
    ],
    [
      'full, no equal neighbours',
      [
        [2, 4, 2, 4],
        [4, 2, 4, 2],
        [2, 4, 2, 4],
        [4, 2, 4, 2],
      ],
      true,
    ],
  ])('game over with %s: %s', (_name, board, over) => {
    expect(isGameOver(board)).toBe(over)
  })

  test('2048 anywhere is a win', () => {
    expect(
      hasWon([
        [_, _, _, _],
        [_, 2048, _, _],
        [_, _, _, _],
        [_, _, _, _],
      ]),
    ).toBe(true)
    expect(
      hasWon([
        [1024, 1024, _, _],
        [_, _, _, _],
        [_, _, _, _],
        [_, _, _, _],
      ]),
    ).toBe(false)
  })
})
