import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { type Session, typeKeyword } from './harness'

/** The games: keyword, dialog title, and a control that shows the game has loaded. */
export const GAMES = [
  { word: 'guess', title: 'Guess the Number', ready: 'Guess' },
  { word: '2048', title: '2048', ready: 'New Game' },
  { word: 'hanoi', title: 'Tower of Hanoi', ready: 'Rod 1' },
  { word: 'simon', title: 'Simon Says', ready: 'Red' },
  { word: 'reaction', title: 'Reaction Timer', ready: 'Start' },
] as const

export type Game = (typeof GAMES)[number]

export const pick = <T>(random: () => number, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!

/** Opens a game by its keyword and waits until its view has loaded. */
export async function openGame(page: Page, game: Game): Promise<void> {
  await typeKeyword(page, game.word)
  const dialog = page.getByRole('dialog', { name: game.title })
  await dialog
    .getByRole(game.word === 'guess' ? 'textbox' : 'button', { name: game.ready })
    .first()
    .waitFor()
}

/** Plays the open Guess game to a win by halving the range; returns the attempts it took. */
export async function winGuess(page: Page): Promise<number> {
  const dialog = page.getByRole('dialog')
  const status = dialog.getByRole('status')
  let [low, high] = [1, 100]
  for (let attempt = 1; ; attempt++) {
    const guess = Math.floor((low + high) / 2)
    await dialog.getByRole('textbox', { name: 'Guess' }).fill(String(guess))
    await dialog.getByRole('button', { name: 'Guess' }).click()
    await dialog.getByText(`Attempts: ${attempt}`).waitFor()
    const text = (await status.textContent()) ?? ''
    if (text.startsWith('Correct')) return attempt
    if (text.startsWith('Too high')) high = guess - 1
    else low = guess + 1
  }
}

/** The source of the lazy 3D chunk's entry: the one door into the scene. */
export const SCENE_ENTRY = 'src/sphere/scene/mount.tsx'

/** The built file of a source module, from the build manifest. */
export function builtFile(source: string): string {
  const dist = process.env.E2E_DIST ?? 'dist'
  const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8'))
  const file = manifest[source]?.file
  if (!file) throw new Error(`${source} is not in the build manifest`)
  return file
}

/** A console line a fault causes, and how many times (once when not said). */
export type ExpectedProblem = RegExp | readonly [RegExp, number]

/**
 * Takes out of the session's problems exactly the console lines a fault is expected to
 * cause: each pattern must match the number of lines it says, no more, no fewer. Lines no
 * pattern matches stay, and fail the test.
 */
export function expectProblems(session: Session, expected: readonly ExpectedProblem[]): void {
  const entries = expected.map((e) => (e instanceof RegExp ? ([e, 1] as const) : e))
  const owner = (line: string) => entries.find(([re]) => re.test(line))
  for (const [re, times] of entries) {
    const lines = session.problems.filter((line) => owner(line)?.[0] === re)
    expect(lines, `console lines matching ${re}`).toHaveLength(times)
  }
  const rest = session.problems.filter((line) => !owner(line))
  session.problems.splice(0, session.problems.length, ...rest)
}

/** Whether the document is wider than the viewport (a horizontal scroll appeared). */
export const overflowsX = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
