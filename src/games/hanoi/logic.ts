/** Tower of Hanoi: pure rules. A rod lists disk sizes from bottom to top. */
const START_DISKS = 3
export const MAX_DISKS = 5

export type RodIndex = 0 | 1 | 2
export type Rod = readonly number[]

export interface Hanoi {
  rods: readonly [Rod, Rod, Rod]
  selected: RodIndex | null
  moves: number
  disks: number
  message: string
}

export const ILLEGAL = 'A larger disk cannot go on a smaller one.'
export const EMPTY = 'That rod has no disk to move.'
export const solvedMessage = (moves: number) => `Congratulations! You solved it in ${moves} moves!`
/** What a screen reader hears after a legal move: the disk, where it went, and the count. */
const movedMessage = (disk: number, to: RodIndex, moves: number) =>
  `Disk ${disk} to rod ${to + 1}. Moves: ${moves}.`
const selectedMessage = (rod: RodIndex) => `Rod ${rod + 1} selected.`
const deselectedMessage = (rod: RodIndex) => `Rod ${rod + 1} deselected.`
const newPuzzleMessage = (disks: number) =>
  `New puzzle: ${disks} disks on rod 1, at least ${minMoves(disks)} moves.`

export const minMoves = (disks: number) => 2 ** disks - 1

/** A fresh puzzle: every disk on the first rod, largest at the bottom. */
export function start(disks = START_DISKS): Hanoi {
  const stack = Array.from({ length: disks }, (_, i) => disks - i)
  return { rods: [stack, [], []], selected: null, moves: 0, disks, message: '' }
}

export const top = (rod: Rod): number | undefined => rod[rod.length - 1]

export function canMove(rods: Hanoi['rods'], from: RodIndex, to: RodIndex): boolean {
  const disk = top(rods[from])
  const under = top(rods[to])
  return from !== to && disk !== undefined && (under === undefined || under > disk)
}

export const isSolved = (state: Hanoi) => state.rods[2].length === state.disks

/**
 * A click on a rod: selects a source, deselects it when clicked again, or moves
 * the selected rod's top disk here when that is legal. Ignored once solved.
 */
export function press(state: Hanoi, rod: RodIndex): Hanoi {
  if (isSolved(state)) return state
  const from = state.selected
  if (from === null) {
    return state.rods[rod].length === 0
      ? { ...state, message: EMPTY }
      : { ...state, selected: rod, message: selectedMessage(rod) }
  }
  if (from === rod) return { ...state, selected: null, message: deselectedMessage(rod) }
  if (!canMove(state.rods, from, rod)) return { ...state, selected: null, message: ILLEGAL }
  const rods = state.rods.map((r) => [...r]) as [number[], number[], number[]]
  const disk = rods[from].pop()!
  rods[rod].push(disk)
  const moves = state.moves + 1
  const moved = { ...state, rods, selected: null, moves, message: movedMessage(disk, rod, moves) }
  return isSolved(moved) ? { ...moved, message: solvedMessage(moves) } : moved
}

/** Add Disk: restarts the puzzle with one disk more, up to five. */
export const addDisk = (state: Hanoi): Hanoi =>
  state.disks < MAX_DISKS ? renew(state.disks + 1) : state

export const reset = (state: Hanoi): Hanoi => renew(state.disks)

/** A fresh puzzle asked for by the visitor, which says so. */
const renew = (disks: number): Hanoi => ({ ...start(disks), message: newPuzzleMessage(disks) })
