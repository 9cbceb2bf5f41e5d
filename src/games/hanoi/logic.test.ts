import {
  addDisk,
  canMove,
  EMPTY,
  type Hanoi,
  ILLEGAL,
  isSolved,
  MAX_DISKS,
  minMoves,
  press,
  type RodIndex,
  reset,
  start,
} from './logic'

const withRods = (rods: Hanoi['rods'], selected: RodIndex | null = null): Hanoi => ({
  rods,
  selected,
  moves: 0,
  disks: rods.flat().length,
  message: '',
})

test.each([
  [[[3, 2, 1], [], []], 0, 1, true],
  [[[3, 2, 1], [], []], 0, 2, true],
  [[[3, 2], [1], []], 0, 1, false],
  [[[3, 2], [1], []], 1, 0, true],
  [[[3], [2], [1]], 1, 2, false],
  [[[3], [2], [1]], 2, 1, true],
  [[[3], [2], [1]], 0, 2, false],
  [[[], [3, 2, 1], []], 0, 1, false],
  [[[3, 2, 1], [], []], 0, 0, false],
  [[[3, 2, 1], [], []], 1, 2, false],
] as const)('canMove(%j, %d → %d) is %s', (rods, from, to, legal) => {
  expect(canMove(rods as unknown as Hanoi['rods'], from, to)).toBe(legal)
})

test('a fresh puzzle has every disk on the first rod, nothing selected and no message', () => {
  expect(start(4)).toEqual({
    rods: [[4, 3, 2, 1], [], []],
    selected: null,
    moves: 0,
    disks: 4,
    message: '',
  })
})

test.each([
  [
    'selects a rod with disks',
    withRods([[3, 2, 1], [], []]),
    0,
    { selected: 0, moves: 0, message: 'Rod 1 selected.' },
  ],
  [
    'a selection replaces the last warning',
    { ...withRods([[3, 2, 1], [], []]), message: EMPTY },
    0,
    { selected: 0, message: 'Rod 1 selected.' },
  ],
  ['refuses an empty source', withRods([[3, 2, 1], [], []]), 1, { selected: null, message: EMPTY }],
  [
    'deselects the same rod',
    withRods([[3, 2, 1], [], []], 0),
    0,
    { selected: null, moves: 0, message: 'Rod 1 deselected.' },
  ],
  [
    'moves the top disk',
    withRods([[3, 2, 1], [], []], 0),
    2,
    { rods: [[3, 2], [], [1]], selected: null, moves: 1, message: 'Disk 1 to rod 3. Moves: 1.' },
  ],
  [
    'refuses a larger disk on a smaller',
    withRods([[3, 2], [1], []], 0),
    1,
    { rods: [[3, 2], [1], []], selected: null, moves: 0, message: ILLEGAL },
  ],
] as const)('press: %s', (_, state, rod, expected) => {
  expect(press(state, rod)).toMatchObject(expected)
})

// Optimal solution of n disks from rod a to rod c.
function solve(n: number, a: RodIndex, b: RodIndex, c: RodIndex): [RodIndex, RodIndex][] {
  return n === 0 ? [] : [...solve(n - 1, a, c, b), [a, c], ...solve(n - 1, b, a, c)]
}

test.each([1, 2, 3, 4, 5])('%d disks solve in exactly 2^n - 1 moves', (n) => {
  let state = start(n)
  for (const [from, to] of solve(n, 0, 1, 2)) state = press(press(state, from), to)
  expect(isSolved(state)).toBe(true)
  expect(state.moves).toBe(minMoves(n))
  expect(state.message).toBe(`Congratulations! You solved it in ${minMoves(n)} moves!`)
  expect(press(state, 2)).toBe(state)
})

test('Add Disk restarts with one more disk up to five; Reset keeps the count', () => {
  let state = press(press(start(), 0), 1)
  state = addDisk(state)
  expect(state).toEqual({
    ...start(4),
    message: 'New puzzle: 4 disks on rod 1, at least 15 moves.',
  })
  state = addDisk(addDisk(addDisk(state)))
  expect(state.disks).toBe(MAX_DISKS)
  expect(minMoves(state.disks)).toBe(31)
  state = reset(press(press(state, 0), 2))
  expect(state).toEqual({
    ...start(5),
    message: 'New puzzle: 5 disks on rod 1, at least 31 moves.',
  })
})
