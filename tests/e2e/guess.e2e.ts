import type { Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { pageOpener, typeKeyword } from './harness'

const open = pageOpener()

async function openGuess(page: Page) {
  const dialog = await typeKeyword(page, 'guess', 'Guess the Number')
  await dialog.getByRole('textbox', { name: 'Guess' }).waitFor()
  return dialog
}

// Binary search over 1..100 until "Correct!"; `submit` enters one guess. Returns the attempts.
async function playToWin(page: Page, submit: (n: number) => Promise<void>): Promise<number> {
  const status = page.getByRole('status')
  let [low, high] = [1, 100]
  for (let attempt = 1; attempt <= 7; attempt++) {
    const guess = Math.floor((low + high) / 2)
    await submit(guess)
    await page.getByText(`Attempts: ${attempt}`).waitFor()
    const message = (await status.textContent()) ?? ''
    if (message === `Correct! You guessed it in ${attempt} attempts.`) return attempt
    if (message === 'Too high. Try again!') high = guess - 1
    else if (message === 'Too low. Try again!') low = guess + 1
    else throw new Error(`unexpected message: ${message}`)
  }
  throw new Error('no win in 7 attempts')
}

test('plays to a win by keyboard; input keeps focus; New Game restarts', async () => {
  const { page } = await open('/')
  const dialog = await openGuess(page)
  const field = dialog.getByRole('textbox', { name: 'Guess' })
  expect(await field.getAttribute('type')).not.toBe('number')
  expect(await field.getAttribute('inputmode')).toBe('numeric')
  await page.waitForFunction(() => document.activeElement?.getAttribute('inputmode') === 'numeric')

  await page.keyboard.type('seven')
  await page.keyboard.press('Enter')
  await page.getByRole('status').getByText('⚠️ Please enter a valid number.').waitFor()
  expect(await page.getByText('Attempts: 0').count()).toBe(1)

  await page.keyboard.type('250')
  await page.keyboard.press('Enter')
  await page.getByRole('status').getByText('Please enter a whole number from 1 to 100.').waitFor()
  expect(await page.getByText('Attempts: 0').count()).toBe(1)

  const attempts = await playToWin(page, async (n) => {
    expect(await field.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.type(String(n))
    await page.keyboard.press('Enter')
  })
  const again = dialog.getByRole('button', { name: 'New Game' })
  expect(await again.evaluate((el) => el === document.activeElement)).toBe(true)
  expect(await dialog.getByText(`Best: ${attempts}`).count()).toBe(1)
  await page.keyboard.press('Enter')
  await page.getByText('Attempts: 0').waitFor()
  expect(await again.count()).toBe(0)
})

test('plays to a win by mouse; the best score survives a reload', async () => {
  const { page } = await open('/')
  const dialog = await openGuess(page)
  const field = dialog.getByRole('textbox', { name: 'Guess' })
  const attempts = await playToWin(page, async (n) => {
    await field.click()
    await field.fill(String(n))
    await dialog.getByRole('button', { name: 'Guess', exact: true }).click()
  })
  await dialog.getByRole('button', { name: 'New Game' }).click()
  await page.getByText('Attempts: 0').waitFor()

  await page.reload()
  const again = await openGuess(page)
  expect(await again.getByText(`Best: ${attempts}`).count()).toBe(1)
  await again.getByRole('button', { name: 'Close Game' }).click()
  await again.waitFor({ state: 'detached' })
})
