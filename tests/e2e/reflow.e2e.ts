import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { screens } from '../../src/routes'
import { addStyles, TEXT_SPACING } from '../text-spacing'
import { pageOpener } from './harness'

// Focus walked past what sticks. What the pages' layout shows in short windows and with
// text spacing is read in every engine (tests/flows/reflow.flow.ts). The walk is Chromium's
// alone for now, though it needs nothing of Chromium's protocol: run in Firefox and WebKit,
// it finds focus hidden under what sticks. WebKit (1280 px): Projects' links under the
// sticky year heading, the skip link under the header in a 1280 x 450 window. Firefox, with
// text spacing at 320 px: Home's sphere under a section heading, Courses' links under the
// wrapped header. The app must handle those before the walk becomes a flow.

const open = pageOpener()
/** Home's 3D sphere takes focus too, so Home is checked with it drawn. */
const open3D = pageOpener({ webgl: true })
const openFor = (route: string) => (route === '/' ? open3D : open)

const ROUTES = screens.map((r) => r.path)

/**
 * Shift+Tab from the end of the page through every control; returns those that something
 * sticky (the header, a section heading) covered when they took focus, at their top edge
 * or their centre. Going backwards is when the browser scrolls a control up under them.
 */
async function focusUnderSticky(page: Page): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  const count = await page.evaluate(
    () =>
      document.querySelectorAll('a[href], button:not([disabled]), input, textarea, [tabindex="0"]')
        .length,
  )
  const covered: string[] = []
  for (let i = 0; i < count + 2; i++) {
    await page.keyboard.press('Shift+Tab')
    const hit = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null
      if (!el || el === document.body) return null
      const r = el.getBoundingClientRect()
      const x = Math.min(Math.max(r.left + r.width / 2, 0), innerWidth - 1)
      for (const y of [r.top + 2, r.top + r.height / 2]) {
        if (y < 0 || y >= innerHeight) continue
        const top = document.elementFromPoint(x, y)
        const sticky = top?.closest('header, [data-sticky]')
        if (sticky && !sticky.contains(el)) return `${el.tagName} "${el.textContent?.trim()}"`
      }
      return null
    })
    if (hit) covered.push(hit)
  }
  return covered
}

describe('focus is never hidden under what sticks', () => {
  test.each(ROUTES.flatMap((route) => [375, 1280].map((width) => [route, width] as const)))(
    '%s at %i px',
    async (route, width) => {
      const { page } = await openFor(route)(route, { width, height: 700 })
      await page.locator('main h1').waitFor()
      expect(await page.locator('header').evaluate((h) => getComputedStyle(h).position)).toBe(
        'sticky',
      )
      expect(await focusUnderSticky(page)).toEqual([])
    },
  )

  test.each([
    ['a short window', 1280, 450],
    ['400 % zoom', 320, 256],
  ])('in %s (%i x %i), where nothing sticks', async (_, width, height) => {
    const { page } = await open3D('/', { width, height })
    await page.locator('main h1').waitFor()
    expect(await focusUnderSticky(page)).toEqual([])
  })

  test.each(ROUTES)('on %s with text spacing at 320 px (WCAG 1.4.12)', async (route) => {
    const { page } = await open(route, { width: 320, height: 640 })
    await page.locator('main h1').waitFor()
    await page.evaluate(addStyles, TEXT_SPACING)
    expect(await focusUnderSticky(page)).toEqual([])
  })
})
