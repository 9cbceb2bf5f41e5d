import { describe, expect, test } from 'vitest'
import { builtFile } from './abuse-kit'
import { appLive, axeViolations, frames, pageOpener, url } from './harness'

const open = pageOpener()

/** Home on Playwright's clock, set to `date`, the app live. */
const openOn = (date: string, options = {}) => open('/', { ...options, clock: new Date(date) })

const iconAnimations = (page: import('playwright-core').Page) =>
  page.getByTestId('holiday-icon').evaluateAll((els) =>
    els.map((el) => {
      const s = getComputedStyle(el)
      return {
        name: s.animationName,
        seconds: Number.parseFloat(s.animationDuration),
        count: s.animationIterationCount,
        left: Number.parseFloat((el as HTMLElement).style.left),
      }
    }),
  )

describe('holiday decoration', () => {
  test('on December 25 ten icons fall, each with its own place and 5-10 s', async () => {
    const { page } = await openOn('2026-12-25T10:00:00')
    await page.getByTestId('holiday-icon').first().waitFor({ state: 'attached' })
    const icons = await iconAnimations(page)
    expect(icons).toHaveLength(10)
    for (const i of icons) {
      expect(i.name).toBe('holiday-fall')
      expect(i.count).toBe('infinite')
      expect(i.seconds).toBeGreaterThanOrEqual(5)
      expect(i.seconds).toBeLessThanOrEqual(10)
      expect(i.left).toBeGreaterThanOrEqual(0)
      expect(i.left).toBeLessThanOrEqual(100)
    }
    expect(new Set(icons.map((i) => i.left)).size).toBeGreaterThan(1)
  })

  test('on June 22 ten icons rise', async () => {
    const { page } = await openOn('2026-06-22T18:00:00')
    await page.getByTestId('holiday-icon').first().waitFor({ state: 'attached' })
    const icons = await iconAnimations(page)
    expect(icons).toHaveLength(10)
    expect(icons.every((i) => i.name === 'holiday-rise')).toBe(true)
  })

  test.each(['2026-12-24T10:00:00', '2026-06-21T10:00:00', '2026-03-14T10:00:00'])(
    'on %s there are none',
    async (date) => {
      const { page } = await openOn(date)
      // The decoration is decided in an effect, which runs after the next paint.
      await frames(page, 3)
      expect(await page.getByTestId('holiday-icon').count()).toBe(0)
    },
  )

  // The page decides whether today is a holiday; the icons are a chunk of their own.
  test.each([
    ['2026-03-14T10:00:00', false],
    ['2026-12-25T10:00:00', true],
  ])("on %s the icons' code is downloaded: %s", async (date, holiday) => {
    const file = builtFile('src/components/HolidayIcons.tsx')
    const { page } = await open(null, { clock: new Date(date) })
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    await page.goto(url('/'))
    await appLive(page)
    if (holiday) await page.getByTestId('holiday-icon').first().waitFor({ state: 'attached' })
    // The decoration is decided in an effect, which runs after the next paint.
    else await frames(page, 3)
    expect(requested.some((u) => u.endsWith(file))).toBe(holiday)
  })

  test('with reduced motion nothing moves by itself', async () => {
    const { page } = await openOn('2026-12-25T10:00:00', { reducedMotion: 'reduce' })
    await page.getByTestId('holiday-icon').first().waitFor({ state: 'attached' })
    const visible = await page
      .getByTestId('holiday-icon')
      .evaluateAll((els) => els.filter((el) => getComputedStyle(el).display !== 'none').length)
    expect(visible).toBe(0)
    const running = await page.evaluate(
      () => document.getAnimations().filter((a) => a.playState === 'running').length,
    )
    expect(running).toBe(0)
  })
})

describe('stopping the decoration', () => {
  test('while the icons move, "Stop decoration" removes them and keeps focus on the page', async () => {
    const { page } = await openOn('2026-12-25T10:00:00')
    const stop = page.getByRole('button', { name: 'Stop decoration' })
    await stop.waitFor()
    expect(await page.getByTestId('holiday-icon').count()).toBe(10)
    expect(await axeViolations(page)).toEqual([])
    await stop.focus()
    await page.keyboard.press('Enter')
    await page.getByTestId('holiday-icon').first().waitFor({ state: 'detached' })
    expect(await stop.count()).toBe(0)
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main')
    expect(await axeViolations(page)).toEqual([])
  })

  test('with reduced motion nothing moves, so there is nothing to stop', async () => {
    const { page } = await openOn('2026-06-22T10:00:00', { reducedMotion: 'reduce' })
    await page.getByTestId('holiday-icon').first().waitFor({ state: 'attached' })
    expect(await page.getByRole('button', { name: 'Stop decoration' }).count()).toBe(0)
  })
})
