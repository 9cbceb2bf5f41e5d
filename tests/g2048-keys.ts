import type { Direction } from '../src/games/g2048/logic'

/**
 * The keys that move 2048's tiles, as the product asks (arrows and W A S D), with the move
 * each means: one table for the Chromium suite and the other engines' shared set.
 */
export const G2048_KEYS: readonly (readonly [key: string, direction: Direction])[] = [
  ['ArrowLeft', 'left'],
  ['ArrowUp', 'up'],
  ['ArrowRight', 'right'],
  ['ArrowDown', 'down'],
  ['a', 'left'],
  ['w', 'up'],
  ['d', 'right'],
  ['s', 'down'],
]
