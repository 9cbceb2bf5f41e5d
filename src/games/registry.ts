import type { ComponentType } from 'react'
import { MAX, MIN } from './guess/range'
import type { GameId } from './keyBuffer'

export interface GameEntry {
  id: GameId
  title: string
  /** How to play: shown under the title and read as the dialog's description. */
  instructions: string
  /** Loads the game's own chunk; its `View` renders the game body only. */
  load: () => Promise<{ View: ComponentType }>
}

export const games: readonly GameEntry[] = [
  {
    id: 'guess',
    title: 'Guess the Number',
    instructions: `I am thinking of a whole number from ${MIN} to ${MAX}. Guess it in as few tries as you can.`,
    load: () => import('./guess/View'),
  },
  {
    id: 'g2048',
    title: '2048',
    instructions:
      'Slide the tiles with the arrow keys or W A S D, or swipe on the board. Equal tiles merge; reach 2048.',
    load: () => import('./g2048/View'),
  },
  {
    id: 'hanoi',
    title: 'Tower of Hanoi',
    instructions:
      'Move every disk to Rod 3. Pick a rod, then the rod to move its top disk to; keys 1, 2 and 3 work too. A disk never goes on a smaller one.',
    load: () => import('./hanoi/View'),
  },
  {
    id: 'simon',
    title: 'Simon Says',
    instructions:
      'Press Start and watch the colours light up, then repeat them in the same order. Each round adds one colour.',
    load: () => import('./simon/View'),
  },
  {
    id: 'reaction',
    title: 'Reaction Timer',
    instructions:
      'Press Start, wait for the target to turn green, then click it or press Space as fast as you can.',
    load: () => import('./reaction/View'),
  },
]

/** The description of the games menu dialog. */
export const MENU_INSTRUCTIONS =
  'Choose a game. Typing its name anywhere on the page opens it directly.'

export function findGame(id: GameId): GameEntry {
  return games.find((game) => game.id === id)!
}
