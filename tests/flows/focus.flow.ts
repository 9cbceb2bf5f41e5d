import { describe, expect, test } from 'vitest'
import { screens } from '../../src/routes'
import { addStyles, TEXT_SPACING } from '../text-spacing'
import type { EnginePage } from './drivers/types'
import { abilities, h1Shown, opensAt, pageOpener, waitFor } from './engine'

// Focus walked backwards through every control is never hidden under what sticks (WCAG
// 2.4.11), in every engine: lib/focusUncover.ts sees to it where the browser's scroll leaves a
// control under the header or a stuck heading (Firefox, WebKit). Not in the owner test's list,
// which runs in Chromium alone, where the page's scroll-padding already keeps focus clear: the
// walk takes some 45 s a run.

const open = pageOpener()

/**
 * In the page, once two frames have passed (what a visitor sees): the focused control, as its
 * tag and text, and whether something sticky (the header, a section heading) covers it at its
 * top edge or its centre. Null when focus is not in the page: Shift+Tab past the first control
 * leaves it for the browser's own bar (WebKit's MiniBrowser), where activeElement stays.
 */
const COVERED = async () => {
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
  const el = document.activeElement as HTMLElement | null
  if (!el || el === document.body || !el.matches(':focus')) return null
  const name = `${el.tagName} "${el.textContent?.trim()}"`
  const r = el.getBoundingClientRect()
  const x = Math.min(Math.max(r.left + r.width / 2, 0), innerWidth - 1)
  for (const y of [r.top + 2, r.top + r.height / 2]) {
    if (y < 0 || y >= innerHeight) continue
    const sticky = document.elementFromPoint(x, y)?.closest('header, [data-sticky]')
    if (sticky && !sticky.contains(el)) return { name, under: sticky.tagName }
  }
  return { name, under: null }
}

/**
 * Shift+Tab from the end of the page through every control; returns those that something
 * sticky covered when they took focus, and whether the walk reached the skip link (the first
 * control) with focus in the page. Going backwards is when the browser scrolls a control up
 * under what sticks.
 */
async function focusUnderSticky(page: EnginePage) {
  // What keeps keyboard focus clear of them comes in a chunk of its own once the app is live.
  await waitFor(
    page,
    () =>
      performance
        .getEntriesByType('resource')
        .some((entry) => /\/assets\/focusUncover[\w.-]*\.js$/.test(entry.name)),
    'the focus code',
  )
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  expect(await page.evaluate(() => document.hasFocus()), 'the page has focus').toBe(true)
  const count = await page.evaluate(
    () =>
      document.querySelectorAll('a[href], button:not([disabled]), input, textarea, [tabindex="0"]')
        .length,
  )
  const covered: string[] = []
  let reachedStart = false
  for (let i = 0; i < count + 2; i++) {
    await page.press('Shift+Tab')
    const focus = await page.evaluate(COVERED)
    if (focus?.under) covered.push(`${focus.name} under ${focus.under}`)
    if (focus?.name === 'BUTTON "Skip to content"') reachedStart = true
  }
  return { covered, reachedStart }
}

// Focus is never hidden under what sticks (WCAG 2.4.11). Home's 3D sphere takes focus too,
// so Home is checked with it drawn.
describe('focus walked backwards is never hidden under what sticks', () => {
  const ROUTES = screens.map((r) => r.path)
  test.each(ROUTES.flatMap((route) => [375, 1280].filter(opensAt).map((w) => [route, w] as const)))(
    '%s at %i px',
    async (route, width) => {
      const page = await open(route, { width, height: 700, webgl: route === '/' })
      await h1Shown(page)
      expect(
        await page.evaluate(() => getComputedStyle(document.querySelector('header')!).position),
      ).toBe('sticky')
      expect(await focusUnderSticky(page)).toEqual({ covered: [], reachedStart: true })
    },
  )

  test.each(
    (
      [
        ['a short window', 1280, 450],
        ['400 % zoom', 320, 256],
      ] as const
    ).filter(
      ([, width, height]) => opensAt(width) && (height >= 500 || abilities.focusInShortWindow),
    ),
  )('in %s (%i x %i), where nothing sticks', async (_, width, height) => {
    const page = await open('/', { width, height, webgl: true })
    await h1Shown(page)
    expect(await focusUnderSticky(page)).toEqual({ covered: [], reachedStart: true })
  })

  test.each(ROUTES.filter(() => opensAt(320)))(
    'on %s with text spacing at 320 px (WCAG 1.4.12)',
    async (route) => {
      const page = await open(route, { width: 320, height: 640, webgl: route === '/' })
      await h1Shown(page)
      await page.evaluate(addStyles, TEXT_SPACING)
      expect(await focusUnderSticky(page)).toEqual({ covered: [], reachedStart: true })
    },
  )
})
