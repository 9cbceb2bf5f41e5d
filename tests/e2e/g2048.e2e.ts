import type { CDPSession, Locator, Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { type Board, type Direction, isGameOver, move } from '../../src/games/g2048/logic'
import { G2048_KEYS } from '../g2048-keys'
import { axeViolations, frames, pageOpener, typeKeyword } from './harness'

const open = pageOpener()

async function open2048(page: Page) {
  const dialog = await typeKeyword(page, '2048', '2048')
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
  expect(await grid.getByRole('row').count()).toBe(4)
  expect(await grid.getByRole('gridcell').count()).toBe(16)
  const start = await readBoard(grid)
  expect(start.flat().filter((v) => v !== null)).toHaveLength(2)
  // Tiles are coloured by value: a tile and an empty cell do not share a background.
  const backgrounds = await grid.evaluate((el) => {
    const cells = [...el.querySelectorAll('[role="gridcell"]')]
    const bg = (cell?: Element) => (cell ? getComputedStyle(cell).backgroundColor : null)
    return [bg(cells.find((c) => c.textContent)), bg(cells.find((c) => !c.textContent))]
  })
  expect(backgrounds[0]).not.toBe(backgrounds[1])
  expect(backgrounds[0]).not.toMatch(/^rgba\(.*, 0\)$/)
  expect(await axeViolations(page)).toEqual([])

  let board = start
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

// Swipes with real touch events from the DevTools protocol, in small steps like a finger.
async function swipe(cdp: CDPSession, from: { x: number; y: number }, dx: number, dy: number) {
  const point = (t: number) => [{ x: from.x + dx * t, y: from.y + dy * t, id: 1 }]
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(0) })
  for (let step = 1; step <= 6; step++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(step / 6) })
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
}

test('swipes on a 375 px touch screen move the board and do not scroll', async () => {
  const { page } = await open('/', { width: 375, height: 560, hasTouch: true, isMobile: true })
  const dialog = await open2048(page)
  const grid = dialog.getByRole('grid')
  const box = (await grid.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(375)
  expect(await grid.evaluate((el) => getComputedStyle(el).touchAction)).toBe('none')
  expect(await dialog.evaluate((el) => getComputedStyle(el).touchAction)).toBe('auto')

  const scrolls = () =>
    page.evaluate(() => [
      window.scrollY,
      document.querySelector('[role="dialog"]')!.parentElement!.scrollTop,
    ])
  const scrolledBefore = await scrolls()
  const cdp = await page.context().newCDPSession(page)
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  const swipes: [Direction, number, number][] = [
    ['left', -120, 0],
    ['up', 0, -120],
    ['right', 120, 0],
    ['down', 0, 120],
  ]
  let board = await readBoard(grid)
  let moved = 0
  for (let round = 0; round < 3; round++) {
    for (const [direction, dx, dy] of swipes) {
      await swipe(cdp, centre, dx, dy)
      await frames(page)
      const after = await readBoard(grid)
      if (expectMove(board, after, direction)) moved++
      board = after
      expect(await scrolls()).toEqual(scrolledBefore)
    }
  }
  expect(moved).toBeGreaterThan(3)
})
