import { useRef } from 'react'
import { swipeDirection } from './input'
import type { Board as BoardState, Direction } from './logic'
import { tileClass } from './tiles'

interface BoardProps {
  board: BoardState
  onMove: (direction: Direction) => void
}

/** The 4x4 grid; a swipe (touch, pen or mouse drag) on it is a move. */
export function Board({ board, onMove }: BoardProps) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null)

  // The board is a read-only ARIA grid of plain boxes; moves come from keys, swipes and the
  // move buttons under it (Moves.tsx), not focus.
  return (
    // biome-ignore lint/a11y/useSemanticElements: a CSS grid of square tiles, exposed as an ARIA grid
    <div
      role="grid"
      aria-label="2048 board"
      aria-readonly="true"
      className="mx-auto grid w-full max-w-[20rem] touch-none select-none gap-2 rounded-lg bg-ink p-2"
      onPointerDown={(e) => {
        start.current = { id: e.pointerId, x: e.clientX, y: e.clientY }
      }}
      onPointerUp={(e) => {
        const from = start.current
        start.current = null
        if (!from || from.id !== e.pointerId) return
        const direction = swipeDirection(e.clientX - from.x, e.clientY - from.y)
        if (direction) onMove(direction)
      }}
      onPointerCancel={() => {
        start.current = null
      }}
    >
      {board.map((row, r) => (
        // biome-ignore lint/a11y: a read-only grid row; see above
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are fixed positions
        <div role="row" key={r} className="grid grid-cols-4 gap-2">
          {row.map((value, c) => (
            // biome-ignore lint/a11y: a read-only grid cell; see above
            <div
              role="gridcell"
              // biome-ignore lint/suspicious/noArrayIndexKey: cells are fixed positions
              key={c}
              // The transparent border draws the grid lines in forced colours, where the
              // tile and board backgrounds are repainted away.
              className={`flex aspect-square items-center justify-center rounded-md border border-transparent font-bold tabular-nums ${tileClass(value)}`}
            >
              {value ?? ''}
            </div>
          ))}
        </div>
      ))}
    </div>
  )
}
