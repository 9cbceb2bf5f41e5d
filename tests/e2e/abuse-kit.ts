import { readFileSync } from 'node:fs'
import type { Locator, Page } from 'playwright-core'
import { expect, inject } from 'vitest'
import { RECORDS, recordPath } from '../../scripts/lib/records.mjs'
import type { GameEntry } from '../../src/games/registry'
import { type Session, typeKeyword } from './harness'

export const pick = <T>(random: () => number, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!

/**
 * Waits until the open game's view has loaded: its loading line is gone, it failed with no
 * alert, and it shows a control of its own besides Close Game. Any game, new ones included.
 */
export const gameLoaded = (page: Page) =>
  page.waitForFunction(() => {
    const dialog = document.querySelector('[role="dialog"]')
    if (!dialog || dialog.querySelector('[role="alert"]')) return false
    if (dialog.textContent?.includes('Loading the game')) return false
    const controls = [...dialog.querySelectorAll('button, input, select, textarea, [tabindex]')]
    return controls.some((el) => !el.textContent?.includes('Close Game'))
  })

/** Clicks the open game's first control besides Close Game: a move in any game. */
export const clickFirstControl = (page: Page) =>
  page
    .getByRole('dialog')
    .locator('button, input, [tabindex]')
    .filter({ hasNotText: 'Close Game' })
    .first()
    .click()

/** Opens a game of the registry by its keyword, waits until its view has loaded, returns its dialog. */
export async function openGame(page: Page, game: GameEntry): Promise<Locator> {
  const dialog = await typeKeyword(page, game.keyword, game.title)
  await gameLoaded(page)
  return dialog
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

/** The build's manifest (Vite's): each source module's built file, by the module. */
export function builtManifest(): Record<string, { file: string }> {
  const dist = inject('site').dir
  return JSON.parse(readFileSync(recordPath(dist, RECORDS.manifest), 'utf8'))
}

/** The games' dialog, menu and table: one chunk, fetched once the page is idle. */
export const GAME_DIALOG = 'src/games/GameDialog.tsx'

/** The built file of a source module, from the build manifest. */
export function builtFile(source: string): string {
  const manifest = builtManifest()
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
