import type { Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { pageOpener, typeKeyword } from './harness'

const open = pageOpener()

async function openHanoi(page: Page) {
  const dialog = await typeKeyword(page, 'hanoi', 'Tower of Hanoi')
  await dialog.getByRole('button', { name: 'Rod 1' }).waitFor()
  return dialog
}

// Optimal moves of n disks from rod a to rod c (rods numbered 1 to 3).
function solution(n: number, a = 1, b = 2, c = 3): [number, number][] {
  return n === 0 ? [] : [...solution(n - 1, a, c, b), [a, c], ...solution(n - 1, b, a, c)]
}

test('solves three disks by mouse; an illegal move is refused with a message', async () => {
  const { page } = await open('/')
  const dialog = await openHanoi(page)
  const rod = (n: number) => dialog.getByRole('button', { name: `Rod ${n}` })
  expect(await dialog.getByText('Moves: 0', { exact: true }).count()).toBe(1)
  expect(await dialog.getByText('Minimum moves: 7', { exact: true }).count()).toBe(1)

  await rod(1).click()
  expect(await rod(1).getAttribute('aria-pressed')).toBe('true')
  await rod(1).click()
  expect(await rod(1).getAttribute('aria-pressed')).toBe('false')

  const [first, ...rest] = solution(3)
  await rod(first![0]).click()
  await rod(first![1]).click()
  await rod(1).click()
  await rod(3).click()
  await dialog.getByRole('status').getByText('A larger disk cannot go on a smaller one.').waitFor()
  expect(await dialog.getByText('Moves: 1', { exact: true }).count()).toBe(1)

  for (const [from, to] of rest) {
    await rod(from).click()
    await rod(to).click()
  }
  await dialog.getByRole('status').getByText('Congratulations! You solved it in 7 moves!').waitFor()
  expect(await dialog.getByText('Moves: 7', { exact: true }).count()).toBe(1)
})

test('solves four disks with the keys 1, 2 and 3; Add Disk stops at five; Reset restarts', async () => {
  const { page } = await open('/')
  const dialog = await openHanoi(page)
  const add = dialog.getByRole('button', { name: 'Add Disk' })
  await add.click()
  await dialog.getByText('Minimum moves: 15', { exact: true }).waitFor()
  for (const [from, to] of solution(4)) await page.keyboard.type(`${from}${to}`)
  await dialog
    .getByRole('status')
    .getByText('Congratulations! You solved it in 15 moves!')
    .waitFor()

  await add.click()
  await dialog.getByText('Minimum moves: 31', { exact: true }).waitFor()
  expect(await add.isDisabled()).toBe(true)
  await page.keyboard.type('12')
  await dialog.getByText('Moves: 1', { exact: true }).waitFor()
  await dialog.getByRole('button', { name: 'Reset' }).click()
  await dialog.getByText('Moves: 0', { exact: true }).waitFor()
  expect(await dialog.getByText('Minimum moves: 31', { exact: true }).count()).toBe(1)

  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'detached' })
  await page.keyboard.type('1')
  expect(await page.getByRole('dialog').count()).toBe(0)
})
