import type { ComponentType } from 'react'

/**
 * What the page knows of the games before one is asked for: each game's id and the keyword
 * that opens it, in the menu's order, the menu's own keyword, and where each game's code is.
 * The key buffer reads this at once; the rest of each game (title, instructions) is in
 * registry.ts, which downloads with the dialog. A new game is a line in each table here and
 * its entry there (the registry's test checks that they list the same games in one order).
 */
export const GAME_KEYWORDS = {
  guess: 'guess',
  g2048: '2048',
  hanoi: 'hanoi',
  simon: 'simon',
  reaction: 'reaction',
} as const

/** One game's id. */
export type GameId = keyof typeof GAME_KEYWORDS

/** The keyword that opens the games menu instead of one game. */
export const MENU_KEYWORD = 'games'

/** A game's own chunk: its `View` renders the game body only. */
export type GameCode = () => Promise<{ View: ComponentType }>

/**
 * The import of each game's body, src/games/<id>/View.tsx (the bundle budgets and the browser
 * tests know a game's chunk by that file; a static import would put the game in the entry).
 * It stays in the page's entry, not in the dialog's chunk: a dynamic import made from a lazy
 * chunk would have the bundler preload the page's stylesheet, which is inlined into
 * index.html and not published (a 404).
 */
export const GAME_CODE: Record<GameId, GameCode> = {
  guess: () => import('./guess/View'),
  g2048: () => import('./g2048/View'),
  hanoi: () => import('./hanoi/View'),
  simon: () => import('./simon/View'),
  reaction: () => import('./reaction/View'),
}
