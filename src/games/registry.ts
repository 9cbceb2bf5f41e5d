import type { ComponentType } from 'react'
import type { GameId } from './keyBuffer'

export interface GameEntry {
  id: GameId
  title: string
  /** Loads the game's own chunk; its `View` renders the game body only. */
  load: () => Promise<{ View: ComponentType }>
}

export const games: readonly GameEntry[] = [
  { id: 'guess', title: 'Guess the Number', load: () => import('./guess/View') },
  { id: 'g2048', title: '2048', load: () => import('./g2048/View') },
  { id: 'hanoi', title: 'Tower of Hanoi', load: () => import('./hanoi/View') },
  { id: 'simon', title: 'Simon Says', load: () => import('./simon/View') },
  { id: 'reaction', title: 'Reaction Timer', load: () => import('./reaction/View') },
]

export function findGame(id: GameId): GameEntry {
  return games.find((game) => game.id === id)!
}
