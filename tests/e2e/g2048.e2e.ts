import type { Locator, Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { type Board, type Direction, isGameOver, move } from '../../src/games/g2048/logic'
import { findGame } from '../../src/games/registry'
import { G2048_KEYS } from '../g2048-keys'
import { pageOpener, typeKeyword } from './harness'

// Chromium's alone for its cost, not its protocol: 2048 played to its end by keys (hundreds
// of moves, each read back) is cheap over CDP, minutes over WebDriver. Its first moves, the
// buttons, the swipes and axe with it open are played in every engine
// (tests/flows/games.flow.ts).
const open = pageOpener()

async function open2048(page: Page) {
  const { keyword, title } = findGame('g2048')
  const dialog = await typeKeyword(page, keyword, title)
  await dialog.getByRole('grid').waitFor()
  return dialog
}

/** The board as the grid's rows of gridcells read it, in reading order. */
async function readBoard(grid: Locator): Promise<Board> {
  const texts = await grid.evaluate((el) =>
    [...el.querySelectorAll('[role="row"]')].map((row) =>
      [...row.querySelectorAll('[role="gridcell"]')].map((cell) => cell.textContent ?? ''),
    ),
  )
  return texts.map((row) => row.map((text) => (text === '' ? null : Number(text))))
}

/** Checks one move against the rules: the slid board plus exactly one new 2 or 4, or no change. */
function expectMove(before: Board, after: Board, direction: Direction): boolean {
  const expected = move(before, direction)
  if (!expected.changed) {
    expect(after).toEqual(before)
    return false
  }
  const slid = expected.board.flat()
  const fresh = after.flat().flatMap((v, i) => (v === slid[i] ? [] : [{ v, was: slid[i] }]))
  expect(fresh, `one new tile on an empty cell after ${direction}`).toEqual([
    { v: expect.toSatisfy((v) => v === 2 || v === 4), was: null },
  ])
  return true
}

test('arrow keys and WASD move by the rules until "Game Over! No moves left."; best is kept', async () => {
  const { page } = await open('/')
  const dialog = await open2048(page)
  const grid = dialog.getByRole('grid')

  let board = await readBoard(grid)
  let moves = 0
  for (let i = 0; i < 4000 && !isGameOver(board); i++) {
    const [key, direction] = G2048_KEYS[i % G2048_KEYS.length]!
    await page.keyboard.press(key)
    const after = await readBoard(grid)
    if (expectMove(board, after, direction)) moves++
    board = after
  }
  expect(moves).toBeGreaterThan(10)
  await dialog.getByRole('status').getByText('Game Over! No moves left.').waitFor()
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  const score = Number((await dialog.getByText(/^Score:/).textContent())?.replace(/\D/g, ''))
  expect(score).toBeGreaterThan(0)
  await dialog.getByText(`Best: ${score}`).waitFor()

  await dialog.getByRole('button', { name: 'New Game' }).click()
  await dialog.getByText('Score: 0').waitFor()
  expect((await readBoard(grid)).flat().filter((v) => v !== null)).toHaveLength(2)

  await page.reload()
  const again = await open2048(page)
  await again.getByText(`Best: ${score}`).waitFor()
})
