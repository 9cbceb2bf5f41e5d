import { describe, expect, test } from 'vitest'
import { documentTitle, type Route, routes } from '../../src/routes'
import type { EnginePage } from './drivers/types'
import { find, focused, pageOpener, url, waitFor } from './engine'

const open = pageOpener()

/** Every path of the route table, and an address it does not know (the 404). */
const PATHS = [...routes.map((r) => r.path ?? '/no-such-page')]

type NavRoute = Route & { path: string; nav: NonNullable<Route['nav']> }
const navRoutes = routes.filter((r): r is NavRoute => r.path !== null && r.nav !== undefined)

/**
 * The ring painted round the focused element: "none" when it has no visible outline or box
 * shadow, else the computed outline and shadow.
 */
const focusRing = (page: EnginePage) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!)
    const transparent = (colour: string) => /^(transparent|rgba\(.*,\s*0\))$/.test(colour)
    const outline =
      style.outlineStyle === 'none' ||
      Number.parseFloat(style.outlineWidth) === 0 ||
      transparent(style.outlineColor)
    const shadow = style.boxShadow === 'none'
    return outline && shadow
      ? 'none'
      : `outline: ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}; box-shadow: ${style.boxShadow}`
  })

describe('routes', () => {
  test('every route shows its heading and its title', async () => {
    const page = await open('/')
    for (const path of PATHS) {
      await page.goto(url(path))
      await waitFor(page, () => document.querySelector('main h1')?.textContent, `h1 of ${path}`)
      expect(await page.title(), path).toBe(documentTitle(path))
      if (path === PATHS[0]) continue
      // A new address in the same page (back, forward, a typed hash) hands focus to the h1 by
      // code, with no key pressed: no engine may draw its own ring round it (WebKit's blue
      // box, Firefox's double line).
      await waitFor(
        page,
        () => document.activeElement === document.querySelector('main h1'),
        `focus on the h1 of ${path}`,
      )
      expect(await focusRing(page), path).toBe('none')
    }
  })

  test('each nav link opens its page and hands focus to its h1 (a section: brings it into view)', async () => {
    // Start on the 404 so that every nav link, Home's too, opens another screen.
    const page = await open('/courses')
    for (const route of [...navRoutes].reverse()) {
      await page.click(await find(page, 'nav[aria-label="Main"] a', route.nav.label))
      await waitFor(page, (t: string) => document.title === t, route.title, [
        documentTitle(route.path),
      ])
      if (route.nav.section) {
        await waitFor(
          page,
          (id: string) => {
            const box = document.getElementById(id)?.getBoundingClientRect()
            return box !== undefined && box.top < innerHeight && box.bottom > 0
          },
          `section ${route.nav.section} in view`,
          [route.nav.section],
        )
      } else {
        await waitFor(
          page,
          (h: string) =>
            document.activeElement === document.querySelector('main h1') &&
            document.activeElement?.textContent?.trim() === h,
          `focus on the h1 ${route.title}`,
          [route.title],
        )
        expect(await focused(page)).toBe(`h1: ${route.title}`)
        // Focus moved there by code, not by a key: no engine may draw its own ring round
        // the heading (WebKit's blue box, Firefox's double line).
        expect(await focusRing(page), route.title).toBe('none')
      }
    }
  })
})
