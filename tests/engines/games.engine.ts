import { describe, expect, test } from 'vitest'
import { solvedMessage } from '../../src/games/hanoi/logic'
import { findGame, games } from '../../src/games/registry'
import type { EnginePage } from './drivers/types'
import { pageOpener, waitFor } from './engine'

const open = pageOpener()

/** The name of the open dialog, or null. */
const dialogName = (page: EnginePage) =>
  page.evaluate(() => {
    const dialog = document.querySelector('[role="dialog"]')
    const label = dialog && document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')
    return label?.textContent?.trim() ?? null
  })

const dialogOpen = (page: EnginePage, title: string) =>
  waitFor(
    page,
    (t: string) => {
      const dialog = document.querySelector('[role="dialog"]')
      const label = document.getElementById(dialog?.getAttribute('aria-labelledby') ?? '')
      return label?.textContent?.trim() === t
    },
    `the dialog ${title}`,
    [title],
  )

const dialogClosed = (page: EnginePage) =>
  waitFor(page, () => !document.querySelector('[role="dialog"]'), 'the dialog to close')

/** The Hanoi moves that take `n` disks from rod `from` to rod `to`. */
function hanoiMoves(n: number, from = 0, to = 2, via = 1): [number, number][] {
  if (n === 0) return []
  return [...hanoiMoves(n - 1, from, via, to), [from, to], ...hanoiMoves(n - 1, via, to, from)]
}

/** The number of disks Hanoi starts with, read from its counter ("Disks: 3"). */
const hanoiDisks = (page: EnginePage) =>
  waitFor(
    page,
    () => {
      const text = document.querySelector('[role="dialog"]')?.textContent ?? ''
      return Number(/Disks:\s*(\d+)/.exec(text)?.[1] ?? 0)
    },
    "Hanoi's disks",
  )

const liveText = (page: EnginePage, expected: string) =>
  waitFor(
    page,
    (t: string) => document.querySelector('[role="dialog"]')?.textContent?.includes(t),
    `"${expected}" in the dialog`,
    [expected],
  )

describe('games', () => {
  test('typing each keyword opens its game, and Escape closes it', async () => {
    const page = await open('/')
    for (const game of games) {
      await page.keys(game.keyword)
      await dialogOpen(page, game.title)
      expect(await dialogName(page)).toBe(game.title)
      await page.press('Escape')
      await dialogClosed(page)
    }
  })

  test('Tower of Hanoi is solved with the keys 1, 2 and 3', async () => {
    const page = await open('/')
    const hanoi = findGame('hanoi')
    await page.keys(hanoi.keyword)
    await dialogOpen(page, hanoi.title)
    const moves = hanoiMoves(await hanoiDisks(page))
    for (const [from, to] of moves) await page.keys(`${from + 1}${to + 1}`)
    await liveText(page, solvedMessage(moves.length))
  })

  test('Tower of Hanoi is solved by clicking its rods', async () => {
    const page = await open('/')
    const hanoi = findGame('hanoi')
    await page.keys(hanoi.keyword)
    await dialogOpen(page, hanoi.title)
    const moves = hanoiMoves(await hanoiDisks(page))
    await page.evaluate(() => {
      const rods = document.querySelectorAll('[role="dialog"] button[aria-pressed]')
      for (const [i, rod] of rods.entries()) rod.setAttribute('data-rod', String(i))
    })
    for (const [from, to] of moves) {
      await page.click(`[data-rod="${from}"]`)
      await page.click(`[data-rod="${to}"]`)
    }
    await liveText(page, solvedMessage(moves.length))
  })
})
