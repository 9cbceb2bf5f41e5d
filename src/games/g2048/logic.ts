/** Pure rules of 2048. Randomness is passed in as a function returning [0, 1). */
const SIZE = 4
const TARGET = 2048
/** Chance that a new tile is a 2 rather than a 4. */
const TWO_CHANCE = 0.9

export type Cell = number | null
export type Board = readonly (readonly Cell[])[]
export type Direction = 'left' | 'right' | 'up' | 'down'
export type Random = () => number

interface MoveResult {
  board: Board
  /** Sum of the tiles created by merges in this move. */
  gained: number
  changed: boolean
}

function emptyBoard(): Board {
  return Array.from({ length: SIZE }, () => Array<Cell>(SIZE).fill(null))
}

/** Slides one line towards its start, merging each pair of equal neighbours once. */
function slideLine(line: readonly Cell[]): { line: Cell[]; gained: number } {
  const tiles = line.filter((v): v is number => v !== null)
  const out: Cell[] = []
  let gained = 0
  for (let i = 0; i < tiles.length; i++) {
    const here = tiles[i]!
    if (tiles[i + 1] === here) {
      out.push(here * 2)
      gained += here * 2
      i++
    } else {
      out.push(here)
    }
  }
  while (out.length < line.length) out.push(null)
  return { line: out, gained }
}

function transpose(board: Board): Cell[][] {
  return board[0]!.map((_, c) => board.map((row) => row[c]!))
}

const reversed = (rows: readonly (readonly Cell[])[]): Cell[][] =>
  rows.map((row) => [...row].reverse())

export function move(board: Board, direction: Direction): MoveResult {
  const vertical = direction === 'up' || direction === 'down'
  const backwards = direction === 'right' || direction === 'down'
  let lines = vertical ? transpose(board) : board.map((row) => [...row])
  if (backwards) lines = reversed(lines)
  let gained = 0
  let slid = lines.map((line) => {
    const result = slideLine(line)
    gained += result.gained
    return result.line
  })
  if (backwards) slid = reversed(slid)
  const next = vertical ? transpose(slid) : slid
  const changed = next.some((row, r) => row.some((v, c) => v !== board[r]![c]))
  return { board: changed ? next : board, gained, changed }
}

function emptyCells(board: Board): [number, number][] {
  const cells: [number, number][] = []
  board.forEach((row, r) => {
    row.forEach((v, c) => {
      if (v === null) cells.push([r, c])
    })
  })
  return cells
}

/** Puts a 2 (90 %) or a 4 on a random empty cell; a full board is returned as is. */
export function addRandomTile(board: Board, random: Random): Board {
  const cells = emptyCells(board)
  if (cells.length === 0) return board
  const [r, c] = cells[Math.min(cells.length - 1, Math.floor(random() * cells.length))]!
  const value = random() < TWO_CHANCE ? 2 : 4
  return board.map((row, i) => (i === r ? row.map((v, j) => (j === c ? value : v)) : row))
}

export function newBoard(random: Random): Board {
  return addRandomTile(addRandomTile(emptyBoard(), random), random)
}

/** True when the board is full and no two horizontal or vertical neighbours are equal. */
export function isGameOver(board: Board): boolean {
  for (let r = 0; r < SIZE; r++) {
    for (let c = 0; c < SIZE; c++) {
      const v = board[r]![c]
      if (v === null) return false
      if (c + 1 < SIZE && board[r]![c + 1] === v) return false
      if (r + 1 < SIZE && board[r + 1]![c] === v) return false
    }
  }
  return true
}

export function hasWon(board: Board): boolean {
  return board.some((row) => row.some((v) => v !== null && v >= TARGET))
}
