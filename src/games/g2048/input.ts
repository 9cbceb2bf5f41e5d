import type { Direction } from './logic'

const KEYS: Record<string, Direction> = {
  arrowleft: 'left',
  arrowright: 'right',
  arrowup: 'up',
  arrowdown: 'down',
  a: 'left',
  d: 'right',
  w: 'up',
  s: 'down',
}

/** The move meant by a key (arrows and WASD, any case), or null. */
export function keyDirection(key: string): Direction | null {
  return KEYS[key.toLowerCase()] ?? null
}

/** Shortest swipe, in CSS pixels, that counts as a move. */
const SWIPE_MIN = 24

/** The move meant by a swipe from its horizontal and vertical travel, or null when too short. */
export function swipeDirection(dx: number, dy: number, min = SWIPE_MIN): Direction | null {
  if (Math.max(Math.abs(dx), Math.abs(dy)) < min) return null
  if (Math.abs(dx) >= Math.abs(dy)) return dx > 0 ? 'right' : 'left'
  return dy > 0 ? 'down' : 'up'
}
