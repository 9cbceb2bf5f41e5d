import type { Locator, Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { findGame } from '../../src/games/registry'
import { axeViolations, openGameOnPausedClock, pageOpener, typeKeyword } from './harness'

// Chromium's alone: the paused clock (Playwright's, over the protocol) times the sequence to
// the millisecond: the pause between rounds, a press ignored while it plays, nothing lit
// after a close. A round repeated by keys and by pointer, and a wrong pad ending the game,
// are played in every engine (tests/flows/games.flow.ts).

const open = pageOpener()
const COLOURS = ['Red', 'Green', 'Blue', 'Yellow']
const STEP = /^(Red|Green|Blue|Yellow) \((\d+) of (\d+)\)$/

async function openSimon(page: Page) {
  const { keyword, title } = findGame('simon')
  const dialog = await typeKeyword(page, keyword, title)
  await dialog.getByRole('button', { name: 'Red' }).waitFor()
  return dialog
}

const setup = () => openGameOnPausedClock(open, openSimon)

const scoreText = (dialog: Locator) => dialog.getByText(/^Score: \d+$/).textContent()

/** Watches one playback through the status region; returns the colours in order. */
async function watch(page: Page, dialog: Locator): Promise<string[]> {
  const status = dialog.getByRole('status')
  const seen: string[] = []
  for (;;) {
    const text = ((await status.textContent()) ?? '').trim()
    const match = STEP.exec(text)
    if (!match) throw new Error(`expected a colour in the status region, got "${text}"`)
    const [, colour, position, total] = match
    expect(Number(position)).toBe(seen.length + 1)
    expect(await dialog.getByRole('button', { name: colour }).getAttribute('data-lit')).toBe('true')
    seen.push(colour!)
    if (seen.length === Number(total)) break
    await page.clock.runFor(800)
  }
  await page.clock.runFor(600)
  await status.getByText(/your turn/i).waitFor()
  return seen
}

test('plays three rounds by reading the status region; a wrong press ends the game', async () => {
  const { page, dialog } = await setup()
  const start = dialog.getByRole('button', { name: 'Start' })
  expect(await dialog.getByText('Score: 0').count()).toBe(1)
  await start.click()
  expect(await dialog.getByRole('button', { name: 'Restart' }).count()).toBe(1)

  let sequence: string[] = []
  for (let round = 1; round <= 3; round++) {
    if (round > 1) {
      // The whole sequence plays again 1000 ms after a correct repeat.
      await page.clock.runFor(999)
      expect(STEP.test(((await dialog.getByRole('status').textContent()) ?? '').trim())).toBe(false)
      await page.clock.runFor(1)
      // A press while the sequence plays is ignored.
      await dialog.getByRole('button', { name: 'Green' }).click({ force: true })
      expect(await scoreText(dialog)).toBe(`Score: ${round - 1}`)
    }
    const seen = await watch(page, dialog)
    expect(seen).toHaveLength(round)
    expect(seen.slice(0, -1)).toEqual(sequence)
    sequence = seen
    for (const colour of sequence) await dialog.getByRole('button', { name: colour }).click()
    expect(await scoreText(dialog)).toBe(`Score: ${round}`)
  }

  await page.clock.runFor(1000)
  const [first] = await watch(page, dialog)
  const wrong = COLOURS.find((c) => c !== first)!
  await dialog.getByRole('button', { name: wrong }).click()
  await dialog.getByRole('status').getByText('Game Over! Your score: 3').waitFor()
  await dialog.getByText('Best: 3').waitFor()
  expect(await dialog.getByRole('button', { name: 'Restart' }).count()).toBe(1)
  // axe schedules its own timers, so the clock runs again for it.
  await page.clock.resume()
  expect(await axeViolations(page)).toEqual([])
})

test('closing mid-sequence and reopening starts clean, with nothing firing late', async () => {
  const { page, dialog } = await setup()
  await dialog.getByRole('button', { name: 'Start' }).click()
  await page.clock.runFor(300)
  expect(await dialog.locator('[data-lit="true"]').count()).toBe(1)
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'detached' })
  await page.clock.runFor(10_000)

  await page.clock.resume()
  const again = await openSimon(page)
  await page.clock.pauseAt(Date.now() + 120_000)
  expect(await again.getByRole('button', { name: 'Start' }).count()).toBe(1)
  expect(await again.getByText('Score: 0').count()).toBe(1)
  for (let i = 0; i < 5; i++) {
    await page.clock.runFor(800)
    expect(await again.locator('[data-lit="true"]').count()).toBe(0)
    expect(STEP.test(((await again.getByRole('status').textContent()) ?? '').trim())).toBe(false)
  }
  await again.getByRole('button', { name: 'Close Game' }).click()
  await again.waitFor({ state: 'detached' })
})
