import type { ComponentType } from 'react'
import { MAX, MIN } from './guess/range'

/**
 * What the site knows of one game before its code loads. Everything that lists the games
 * (the key buffer's keywords, the menu, the dialog, the tests) reads the table below, so a
 * new game is its own folder under src/games/ plus one entry here.
 */
export interface GameSpec {
  /**
   * Stable name: the dialog's content key, what `openGames(id)` takes, and the game's folder
   * (src/games/<id>/, its body in View.tsx).
   */
  id: string
  /**
   * Typed anywhere on the page, it opens the game: lowercase letters or digits, none the
   * start of another keyword (nor of `games`, the menu's), or the shorter one would always
   * win. src/games/registry.test.ts checks the rule.
   */
  keyword: string
  /** The dialog's name and the menu button's text. */
  title: string
  /** How to play: shown under the title and read as the dialog's description. */
  instructions: string
  /**
   * Loads the game's own chunk; its `View` renders the game body only. Keep it a dynamic
   * import of `./<id>/View`: the bundle budgets and the browser tests know a game's chunk by
   * that file, and a static import would put the game in the page's entry.
   */
  load: () => Promise<{ View: ComponentType }>
}

/** Every game, in the menu's order. */
export const games = [
  {
    id: 'guess',
    keyword: 'guess',
    title: 'Guess the Number',
    instructions: `I am thinking of a whole number from ${MIN} to ${MAX}. Guess it in as few tries as you can.`,
    load: () => import('./guess/View'),
  },
  {
    id: 'g2048',
    keyword: '2048',
    title: '2048',
    instructions:
      'Slide the tiles with the arrow keys or W A S D, a swipe on the board or the move buttons under it. Equal tiles merge; reach 2048.',
    load: () => import('./g2048/View'),
  },
  {
    id: 'hanoi',
    keyword: 'hanoi',
    title: 'Tower of Hanoi',
    instructions:
      'Move every disk to Rod 3. Pick a rod, then the rod to move its top disk to; keys 1, 2 and 3 work too. A disk never goes on a smaller one.',
    load: () => import('./hanoi/View'),
  },
  {
    id: 'simon',
    keyword: 'simon',
    title: 'Simon Says',
    instructions:
      'Press Start and watch the colours light up, then repeat them in the same order. Each round adds one colour.',
    load: () => import('./simon/View'),
  },
  {
    id: 'reaction',
    keyword: 'reaction',
    title: 'Reaction Timer',
    instructions:
      'Press Start, wait for the target to turn green, then click it or press Space as fast as you can.',
    load: () => import('./reaction/View'),
  },
] as const satisfies readonly GameSpec[]

/** One game's id: the union of the table's ids. */
export type GameId = (typeof games)[number]['id']

/** One entry of the table. */
export type GameEntry = GameSpec & { id: GameId }

/** The keyword that opens the games menu instead of one game. */
export const MENU_KEYWORD = 'games'

/** The name of the games menu dialog. */
export const MENU_TITLE = 'Mini-games'

/** The description of the games menu dialog. */
export const MENU_INSTRUCTIONS =
  'Choose a game. Typing its name anywhere on the page opens it directly.'

/** The source file of a game's body, as the build's manifest names it (like `pageFile`). */
export const gameFile = (id: GameId): string => `src/games/${id}/View.tsx`

export function findGame(id: GameId): GameEntry {
  return games.find((game) => game.id === id)!
}
