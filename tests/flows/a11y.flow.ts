import { describe, expect, test } from 'vitest'
import { routes } from '../../src/routes'
import { profileLinks } from '../../src/site.config'
import { SPHERE_HELP, SPHERE_ROLE } from '../../src/sphere/describe'
import type { EnginePage } from './drivers/types'
import { frames, opensAt, pageOpener, waitFor } from './engine'

// The hand audit's fixes read in every engine, where each differs: its own focus ring, its
// Tab order, its fonts at 320 px. What needs Chromium's protocol or the pixels of its
// screenshots (forced colours, contrast, the accessibility tree) is in tests/e2e/a11y-audit.e2e.ts.

const open = pageOpener()

/** A target on the page: its accessible name and its box in CSS pixels. */
interface NamedBox {
  name: string
  x: number
  y: number
  width: number
  height: number
}

/**
 * Every pair of targets whose boxes overlap, as "a and b overlap" (WCAG 2.5.8). Sub-pixel
 * layout may let two neighbours share a fraction of a pixel: under half a pixel is no overlap.
 */
function overlaps(boxes: readonly NamedBox[]): string[] {
  return boxes.flatMap((a, i) =>
    boxes.slice(i + 1).flatMap((b) => {
      const across = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)
      const down = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y)
      return Math.min(across, down) < 0.5 ? [] : [`${a.name} and ${b.name} overlap`]
    }),
  )
}

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
    // The page has gone back up to it.
    await waitFor(
      page,
      () => (document.activeElement?.getBoundingClientRect().top ?? -1) >= 0,
      'the heading in view',
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
    const page = await open('/', { webgl: true })
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

  /** The nav's route links and résumé, and the profile links (the owner's name comes from 768 px). */
  const targets = routes.filter((r) => r.nav).length + 1 + profileLinks.length
  const widths = [320, 350, 360, 375, 768, 1280].filter(opensAt)

  test(`at ${widths.join(', ')} px every header target is at least 24 px, inside the header, and none overlaps another`, async () => {
    const page = await open('/', { width: widths[0], height: 700 })
    for (const width of widths) {
      await page.resize(width, 700)
      await waitFor(page, (w: number) => innerWidth === w, `a ${width} px viewport`, [width])
      await frames(page)
      const { header, boxes } = await page.evaluate(() => {
        const { top, bottom } = document.querySelector('header')!.getBoundingClientRect()
        const boxes = [...document.querySelectorAll('header a, header button')]
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
          .filter((b) => b.width > 0)
        return { header: { top, bottom }, boxes }
      })
      expect(boxes.length, `${width} px`).toBeGreaterThanOrEqual(targets)
      expect(overlaps(boxes), `${width} px`).toEqual([])
      for (const b of boxes) {
        expect(Math.min(b.width, b.height), `${b.name} at ${width} px`).toBeGreaterThanOrEqual(24)
        expect(b.y, `${b.name} at ${width} px`).toBeGreaterThanOrEqual(header.top)
        expect(b.y + b.height, `${b.name} at ${width} px`).toBeLessThanOrEqual(header.bottom)
      }
    }
  })
})
