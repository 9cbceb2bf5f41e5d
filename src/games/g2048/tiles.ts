// @unocss-include: the tile classes below live in a .ts file, which UnoCSS does not scan by default.
import type { Cell } from './logic'

// The classic 2048 palette on a dark board; dark text keeps every tile above 4.5:1 contrast.
const PALETTE: Record<number, string> = {
  2: 'bg-[#eee4da] text-ink',
  4: 'bg-[#ede0c8] text-ink',
  8: 'bg-[#f2b179] text-ink',
  16: 'bg-[#f59563] text-ink',
  32: 'bg-[#f67c5f] text-ink',
  64: 'bg-[#f65e3b] text-ink',
  128: 'bg-[#edcf72] text-ink',
  256: 'bg-[#edcc61] text-ink',
  512: 'bg-[#edc850] text-ink',
  1024: 'bg-[#edc53f] text-ink',
  2048: 'bg-[#edc22e] text-ink ring-2 ring-accent',
}
const BEYOND = 'bg-[#3c3a32] text-white ring-2 ring-accent'
// An empty cell's edge is drawn in slate 500, 3.9:1 against the board (WCAG 1.4.11): a board
// of ink-line with ink-soft cells was 1.21:1, so the empty places barely showed.
const EMPTY = 'bg-ink-soft !border-slate-500'

/** Colour and type size classes of a tile, by its value. */
export function tileClass(value: Cell): string {
  if (value === null) return EMPTY
  const size =
    value < 100
      ? 'text-2xl bp480:text-3xl'
      : value < 1000
        ? 'text-xl bp480:text-2xl'
        : 'text-lg bp480:text-xl'
  return `${PALETTE[value] ?? BEYOND} ${size}`
}
