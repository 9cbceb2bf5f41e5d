import { GAME_CODE, GAME_KEYWORDS, type GameCode, type GameId, MENU_KEYWORD } from './catalogue'
import { MAX, MIN } from './guess/range'

export type { GameId }
export { MENU_KEYWORD }

/**
 * What the site knows of one game before its code loads. Everything that lists the games
 * (the menu, the dialog, the tests) reads the table below, so a new game is its own folder
 * under src/games/, one entry here, and its keyword and import in catalogue.ts (which the page
 * has at once; this table downloads with the dialog).
 */
export interface GameSpec {
  /**
   * Stable name: the dialog's content key, what `openGames(id)` takes, and the game's folder
   * (src/games/<id>/, its body in View.tsx).
   */
  id: GameId
  /**
   * Typed anywhere on the page, it opens the game: lowercase letters or digits, none the
   * start of another keyword (nor of `games`, the menu's), or the shorter one would always
   * win. src/games/registry.test.ts checks the rule. It is
   * GAME_KEYWORDS[id] (catalogue.ts), which the key buffer reads.
   */
  keyword: string
  /** The dialog's name and the menu button's text. */
  title: string
  /** How to play: shown under the title and read as the dialog's description. */
  instructions: string
  /** Loads the game's own chunk: GAME_CODE[id] (catalogue.ts, which says why it is there). */
  load: GameCode
}

/** Every game, in the menu's order. */
export const games = [
  {
    id: 'guess',
    keyword: GAME_KEYWORDS.guess,
    title: 'Guess the Number',
    instructions: `I am thinking of a whole number from ${MIN} to ${MAX}. Guess it in as few tries as you can.`,
    load: GAME_CODE.guess,
  },
  {
    id: 'g2048',
    keyword: GAME_KEYWORDS.g2048,
    title: '2048',
    instructions:
      'Slide the tiles with the arrow keys or W A S D, a swipe on the board or the move buttons under it. Equal tiles merge; reach 2048.',
    load: GAME_CODE.g2048,
  },
  {
    id: 'hanoi',
    keyword: GAME_KEYWORDS.hanoi,
    title: 'Tower of Hanoi',
    instructions:
      'Move every disk to Rod 3. Pick a rod, then the rod to move its top disk to; keys 1, 2 and 3 work too. A disk never goes on a smaller one.',
    load: GAME_CODE.hanoi,
  },
  {
    id: 'simon',
    keyword: GAME_KEYWORDS.simon,
    title: 'Simon Says',
    instructions:
      'Press Start and watch the colours light up, then repeat them in the same order. Each round adds one colour.',
    load: GAME_CODE.simon,
  },
  {
    id: 'reaction',
    keyword: GAME_KEYWORDS.reaction,
    title: 'Reaction Timer',
    instructions:
      'Press Start, wait for the target to turn green, then click it or press Space as fast as you can.',
    load: GAME_CODE.reaction,
  },
] as const satisfies readonly GameSpec[]

/** One entry of the table. */
export type GameEntry = GameSpec

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
