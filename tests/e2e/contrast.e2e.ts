import type { Locator } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { findGame } from '../../src/games/registry'
import { pixels } from '../flows/pixels'
import { openGameOnPausedClock, pageOpener, typeKeyword } from './harness'

const open = pageOpener()

/**
 * Pixels of an element's screenshot that differ from a colour (by default its own
 * background's), and the share of all its pixels they are.
 */
async function ink(element: Locator, against?: string) {
  const data = pixels(await element.screenshot())
  const background =
    against ?? (await element.evaluate((el) => getComputedStyle(el).backgroundColor))
  const [r, g, b] = (background.match(/\d+/g) ?? []).map(Number)
  let ink = 0
  for (let i = 0; i < data.length; i += 4) {
    const far = Math.abs(data[i]! - r!) + Math.abs(data[i + 1]! - g!) + Math.abs(data[i + 2]! - b!)
    if (far > 96) ink++
  }
  return { count: ink, share: ink / (data.length / 4) }
}

/**
 * Opens a route with forced colours (Windows High Contrast) emulated, and reduced motion: the
 * pixels are counted from screenshots, and the game dialog's 150 ms fade-in, caught mid-way
 * on a busy machine, drew the Close icon at 19 of 20 pixels.
 */
const openForced = (route = '/') => open(route, { forcedColors: 'active', reducedMotion: 'reduce' })

describe('forced colours (Windows High Contrast)', () => {
  test('the Hanoi disks and rods stay visible', async () => {
    const { page } = await openForced()
    const dialog = await typeKeyword(page, findGame('hanoi').keyword, findGame('hanoi').title)
    const rod = (n: number) => dialog.getByRole('button', { name: `Rod ${n}` })
    await rod(1).waitFor()
    const full = (await ink(rod(1))).count
    const empty = (await ink(rod(2))).count
    // Rod 2 shows its pole, base and label; rod 1 its three disks besides.
    expect(empty).toBeGreaterThan(600)
    expect(full).toBeGreaterThan(empty + 2000)
  })

  test('a lit Simon pad looks unlike an unlit one, and its name stays readable', async () => {
    const { dialog } = await openGameOnPausedClock(
      open,
      async (p) => {
        const d = await typeKeyword(p, 'simon', 'Simon Says')
        await d.getByRole('button', { name: 'Red' }).waitFor()
        return d
      },
      { forcedColors: 'active' },
    )
    await dialog.getByRole('button', { name: 'Start' }).click()
    const lit = dialog.locator('[data-lit="true"]')
    await lit.waitFor()
    const unlit = dialog.locator('[data-lit="false"]').first()
    const look = (pad: Locator) =>
      pad.evaluate((el) => {
        const s = getComputedStyle(el)
        return { background: s.backgroundColor, color: s.color }
      })
    const on = await look(lit)
    const off = await look(unlit)
    // Most of the lit pad is painted unlike the unlit pad's face, not just its label.
    expect((await ink(lit, off.background)).share).toBeGreaterThan(0.6)
    // Its colours are set by hand, so no text backplate hides the name.
    expect(await lit.evaluate((el) => getComputedStyle(el).forcedColorAdjust)).toBe('none')
    expect(on.color).not.toBe(on.background)
    expect((await ink(lit)).count).toBeGreaterThan(200)
  })

  test('the 2048 board keeps its grid lines', async () => {
    const { page } = await openForced()
    const dialog = await typeKeyword(page, findGame('g2048').keyword, findGame('g2048').title)
    const cells = dialog.getByRole('gridcell')
    await cells.first().waitFor()
    const borders = await cells.evaluateAll((els) =>
      els.map((el) => {
        const s = getComputedStyle(el)
        return { width: Number.parseFloat(s.borderTopWidth), color: s.borderTopColor }
      }),
    )
    expect(borders).toHaveLength(16)
    for (const border of borders) {
      expect(border.width).toBeGreaterThanOrEqual(1)
      expect(border.color).not.toMatch(/^rgba\(.*, 0\)$|transparent/)
    }
  })

  test('icons stay visible: drawn from the sprite in the colour of their text', async () => {
    const { page } = await openForced()
    await typeKeyword(page, findGame('hanoi').keyword, findGame('hanoi').title)
    const close = page.getByRole('button', { name: 'Close Game' })
    // A sprite icon (an <svg>, not a CSS mask, which forced colours paint over) that shows.
    const icon = close.locator('svg')
    const face = await close.evaluate((el) => getComputedStyle(el).backgroundColor)
    // Drawn once the sprite has arrived: on a busy machine that can come after the dialog.
    await expect
      .poll(async () => (await ink(icon, face)).count, { timeout: 15_000 })
      .toBeGreaterThan(20)
  })

  test('the current nav item is underlined, so it shows without colour', async () => {
    const { page } = await openForced('/projects')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await page.locator('main h1').waitFor()
    const decoration = (name: string) =>
      nav
        .getByRole('link', { name, exact: true })
        .evaluate((el) => getComputedStyle(el).textDecorationLine)
    expect(await decoration('Projects')).toBe('underline')
    expect(await decoration('Experience')).toBe('none')
  })
})
