import type { Locator, Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { findGame } from '../../src/games/registry'
import { axeViolations, openGameOnPausedClock, pageOpener, typeKeyword } from './harness'

// Chromium's alone: the paused clock (Playwright's, over the protocol) sets the wait and the
// time measured to the millisecond, and shows nothing firing after a close or a cancel. A
// time measured by Space and by a click, and a click before green, are played in every
// engine (tests/flows/games.flow.ts).

const open = pageOpener()

async function openReaction(page: Page) {
  const { keyword, title } = findGame('reaction')
  const dialog = await typeKeyword(page, keyword, title)
  await dialog.getByRole('button', { name: 'Start' }).waitFor()
  return dialog
}

const setup = () => openGameOnPausedClock(open, openReaction)

// The one target: the button that is neither Start/Try Again nor Close Game.
const targetOf = (dialog: Locator) =>
  dialog.getByRole('button').filter({ hasNotText: /^(Start|Try Again|Close Game)$/ })
const nameOf = async (el: Locator) => ((await el.textContent()) ?? '').trim()

/** Runs the clock through the longest wait (5000 ms) one step at a time until the target says Click. */
async function untilReady(page: Page, target: Locator): Promise<number> {
  await page.clock.runFor(1999)
  expect(await nameOf(target)).toMatch(/wait/i)
  let waited = 1999
  while (!/click/i.test(await nameOf(target))) {
    expect(waited).toBeLessThanOrEqual(5000)
    await page.clock.runFor(100)
    waited += 100
  }
  return waited
}

test('Start, wait, Click: the time shows as "N ms", Try Again, and the best is kept', async () => {
  const { page, dialog } = await setup()
  const start = dialog.getByRole('button', { name: 'Start' })
  const target = targetOf(dialog)
  expect(await target.count()).toBe(1)
  expect(await nameOf(target)).not.toMatch(/wait|click/i)

  await start.click()
  expect(await nameOf(target)).toMatch(/wait/i)
  expect(await start.isDisabled()).toBe(true)
  expect(await target.evaluate((el) => el === document.activeElement)).toBe(true)
  await untilReady(page, target)
  expect(await start.isDisabled()).toBe(true)
  await page.clock.runFor(321)
  await target.click()
  await dialog
    .getByRole('status')
    .getByText(/^\d+ ms$/)
    .waitFor()
  const first = Number.parseInt((await dialog.getByRole('status').textContent())!, 10)
  expect(first).toBeGreaterThanOrEqual(321)
  expect(first).toBeLessThan(421)
  await dialog.getByText(`Best: ${first} ms`).waitFor()

  await dialog.getByRole('button', { name: 'Try Again' }).click()
  expect(await nameOf(target)).toMatch(/wait/i)
  await untilReady(page, target)
  await page.clock.runFor(900)
  await page.keyboard.press('Space')
  await dialog
    .getByRole('status')
    .getByText(/^\d+ ms$/)
    .waitFor()
  await dialog.getByText(`Best: ${first} ms`).waitFor()

  await page.clock.resume()
  expect(await axeViolations(page)).toEqual([])
  await page.reload()
  const again = await openReaction(page)
  await again.getByText(`Best: ${first} ms`).waitFor()
})

test('a click while waiting is "Too Soon! Try Again." and cancels the timer', async () => {
  const { page, dialog } = await setup()
  const target = targetOf(dialog)
  await dialog.getByRole('button', { name: 'Start' }).click()
  await page.clock.runFor(1500)
  await target.click()
  await dialog.getByRole('status').getByText('Too Soon! Try Again.').waitFor()
  await page.clock.runFor(10_000)
  expect(await nameOf(target)).not.toMatch(/click/i)
  await dialog.getByRole('status').getByText('Too Soon! Try Again.').waitFor()

  await dialog.getByRole('button', { name: 'Try Again' }).click()
  expect(await nameOf(target)).toMatch(/wait/i)
  await untilReady(page, target)
  await page.keyboard.press('Enter')
  await dialog
    .getByRole('status')
    .getByText(/^\d+ ms$/)
    .waitFor()
})

test('closing mid-wait and reopening starts clean, with nothing firing late', async () => {
  const { page, dialog } = await setup()
  await dialog.getByRole('button', { name: 'Start' }).click()
  await page.clock.runFor(1000)
  await dialog.getByRole('button', { name: 'Close Game' }).click()
  await dialog.waitFor({ state: 'detached' })
  await page.clock.runFor(10_000)

  await page.clock.resume()
  const again = await openReaction(page)
  await page.clock.pauseAt(Date.now() + 120_000)
  const target = targetOf(again)
  expect(await again.getByRole('button', { name: 'Start' }).isEnabled()).toBe(true)
  await page.clock.runFor(6000)
  expect(await nameOf(target)).not.toMatch(/wait|click/i)
  await page.keyboard.press('Escape')
  await again.waitFor({ state: 'detached' })
})
