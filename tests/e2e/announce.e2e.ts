import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { MENU_INSTRUCTIONS } from '../../src/games/registry'
import { GAMES } from './abuse-kit'
import { axDescription } from './ax'
import { pageOpener, typeKeyword } from './harness'

const open = pageOpener()

/**
 * Records what reaches the live regions, as a screen reader gets it: each batch of DOM
 * changes that adds text inside a role="status"/"alert" or aria-live region is one
 * announcement of that region's text (an empty region says nothing). Math.random is
 * fixed, so the number to guess is 51.
 */
const LISTEN = `
  Math.random = () => 0.5
  window.__said = []
  new MutationObserver((records) => {
    const regions = new Set()
    for (const r of records) {
      const node = r.target.nodeType === 1 ? r.target : r.target.parentElement
      const region = node && node.closest('[role=status],[role=alert],[aria-live]')
      const added = r.type === 'characterData' || [...r.addedNodes].some((n) => (n.textContent || '').trim())
      if (region && added) regions.add(region)
    }
    for (const region of regions) {
      const text = region.textContent.trim()
      if (text) window.__said.push(text)
    }
  }).observe(document, { subtree: true, childList: true, characterData: true })
`

/** What was announced since the last call. */
const heard = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __said: string[] }
    return w.__said.splice(0)
  })

/** Opens a game on Home with the recorder installed; returns it once its view is there. */
async function openGame(word: string, title: string, ready: (page: Page) => Promise<void>) {
  const { page } = await open('/', { initScript: LISTEN })
  const dialog = await typeKeyword(page, word, title)
  await ready(page)
  await heard(page)
  return { page, dialog }
}

describe('every result reaches the live region, once, even when it repeats', () => {
  test('Guess: "Too high" twice in a row is heard twice', async () => {
    const { page } = await openGame('guess', 'Guess the Number', (p) =>
      p.getByRole('textbox', { name: 'Guess' }).waitFor(),
    )
    for (const guess of ['80', '80', 'abc', 'abc', '20']) {
      await page.keyboard.type(guess)
      await page.keyboard.press('Enter')
    }
    await expect.poll(async () => (await peek(page)).length).toBe(5)
    expect(await heard(page)).toEqual([
      'Too high. Try again!',
      'Too high. Try again!',
      '⚠️ Please enter a valid number.',
      '⚠️ Please enter a valid number.',
      'Too low. Try again!',
    ])
  })

  test('Hanoi: each move names the disk, the rod and the count; a refusal repeats', async () => {
    const { page } = await openGame('hanoi', 'Tower of Hanoi', (p) =>
      p.getByRole('button', { name: 'Rod 1' }).waitFor(),
    )
    // Rod 2 is empty (twice), two moves, then rod 1's disk 3 onto rod 2's disk 2.
    await page.keyboard.type('22' + '13' + '12' + '12')
    await expect.poll(async () => (await peek(page)).length).toBe(8)
    expect(await heard(page)).toEqual([
      'That rod has no disk to move.',
      'That rod has no disk to move.',
      'Rod 1 selected.',
      'Disk 1 to rod 3. Moves: 1.',
      'Rod 1 selected.',
      'Disk 2 to rod 2. Moves: 2.',
      'Rod 1 selected.',
      'A larger disk cannot go on a smaller one.',
    ])
  })

  test('2048: each move says its outcome; "No tiles moved" is heard every time', async () => {
    const { page } = await openGame('2048', '2048', (p) => p.getByRole('grid').waitFor())
    let pressed = 0
    let said: string[] = []
    // Left until nothing moves any more, then once more.
    for (; pressed < 60; ) {
      await page.keyboard.press('ArrowLeft')
      pressed++
      await expect.poll(async () => (await peek(page)).length).toBe(said.length + 1)
      said = await peek(page)
      if (said.at(-1) === 'No tiles moved.') break
    }
    await page.keyboard.press('ArrowLeft')
    pressed++
    await expect.poll(async () => (await peek(page)).length).toBe(pressed)
    said = await heard(page)
    expect(said.slice(-2)).toEqual(['No tiles moved.', 'No tiles moved.'])
    for (const line of said.slice(0, -2))
      expect(line).toMatch(/^Moved left: (\d+ points, total \d+|no points)\./)
  })
})

describe('dialog instructions', () => {
  test.each([
    ['games', 'Mini-games', MENU_INSTRUCTIONS],
    ...GAMES.map((g) => [g.word, g.title, g.instructions]),
  ])('typing %j opens %s, described by its instructions', async (word, title, instructions) => {
    const { page } = await open('/')
    await typeKeyword(page, word, title)
    expect(await axDescription(page, '[role="dialog"]')).toContain(instructions)
  })
})

/** What was announced so far, without taking it. */
const peek = (page: Page) =>
  page.evaluate(() => [...(window as unknown as { __said: string[] }).__said])
