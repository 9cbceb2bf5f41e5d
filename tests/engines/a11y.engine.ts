import { describe, expect, test } from 'vitest'
import { routes } from '../../src/routes'
import { SPHERE_HELP, SPHERE_ROLE } from '../../src/sphere/describe'
import { overlaps } from '../target-boxes'
import type { EnginePage } from './drivers/types'
import { abilities, pageOpener, waitFor } from './engine'

// The hand audit's fixes (tests/e2e/a11y-audit.e2e.ts holds Chromium's full set), read again
// where each engine differs: its own focus ring, its Tab order, its fonts at 320 px.

const open = pageOpener()

/** The focused element's outline, as "style width colour". */
const outline = (page: EnginePage) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!)
    return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`
  })

/** Presses Tab until `selector` holds the focus; fails after `max` presses. */
async function tabTo(page: EnginePage, selector: string, max = 20) {
  for (let i = 0; i < max; i++) {
    await page.press('Tab')
    if (await page.evaluate((s: string) => Boolean(document.activeElement?.closest(s)), selector))
      return
  }
  throw new Error(`${max} Tabs never reached ${selector}`)
}

describe('the hand audit, in this engine', () => {
  test("Tab shows the site's 2 px accent outline, not the engine's ring; nothing is outlined at rest", async () => {
    const page = await open('/')
    await tabTo(page, 'nav[aria-label="Main"] a')
    expect(await outline(page)).toBe('solid 2px rgb(94, 234, 212)')
    // Forced colours paint any outline, a transparent one too: at rest there is none.
    const outlined = await page.evaluate(() =>
      [...document.querySelectorAll('a, button, input, textarea')]
        .filter((el) => el !== document.activeElement)
        .filter((el) => getComputedStyle(el).outlineStyle !== 'none')
        .map((el) => el.outerHTML.slice(0, 80)),
    )
    expect(outlined).toEqual([])
  })

  const about = routes.find((r) => r.path === '/')!.nav!
  test(`"${about.label}" in the nav moves focus to its section, so the next Tab goes on from there`, async () => {
    const page = await open('/')
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await tabTo(page, 'nav[aria-label="Main"] a')
    while (
      (await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '')) !== about.label
    )
      await page.press('Tab')
    await page.press('Enter')
    await waitFor(
      page,
      (id: string) =>
        document.getElementById(id)?.querySelector('h1, h2') === document.activeElement,
      `focus on the heading of #${about.section}`,
      [about.section],
    )
    await page.press('Tab')
    expect(
      await page.evaluate(
        (id: string) => document.getElementById(id)!.contains(document.activeElement),
        about.section!,
      ),
    ).toBe(true)
  })

  test('the sphere says what it is and how to use it', async () => {
    const page = await open('/')
    const sphere = await waitFor(
      page,
      () => {
        // The sphere loads when it comes into view.
        document.querySelector('[aria-label*="skill sphere"]')?.scrollIntoView({ block: 'center' })
        const el = document.querySelector('[role="application"]')
        if (!el) return null
        const help = document.getElementById(el.getAttribute('aria-describedby') ?? '')
        return {
          name: el.getAttribute('aria-label'),
          role: el.getAttribute('aria-roledescription'),
          help: help?.textContent?.trim(),
          focusable: (el as HTMLElement).tabIndex === 0,
        }
      },
      'the sphere',
    )
    expect(sphere).toEqual({
      name: 'Skills',
      role: SPHERE_ROLE,
      help: SPHERE_HELP,
      focusable: true,
    })
  })

  // MiniBrowser's window stops at 447 px (decision 014): the tests are not defined there.
  const phoneDescribe = abilities.phoneWidth ? describe : () => {}
  phoneDescribe('at phone widths', () => {
    test.each([320, 375])(
      'at %i px no two header targets overlap and each is at least 24 px',
      async (width) => {
        const page = await open('/', { width, height: 700 })
        const boxes = await page.evaluate(() =>
          [...document.querySelectorAll('header a, header button')]
            .map((el) => {
              const { x, y, width, height } = el.getBoundingClientRect()
              return {
                name: el.getAttribute('aria-label') ?? el.textContent ?? '',
                x,
                y,
                width,
                height,
              }
            })
            .filter((b) => b.width > 0),
        )
        expect(overlaps(boxes)).toEqual([])
        for (const b of boxes)
          expect(Math.min(b.width, b.height), b.name).toBeGreaterThanOrEqual(24)
      },
    )
  })
})
