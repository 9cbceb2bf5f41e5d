import { describe, expect, test } from 'vitest'
import { documentTitle, type Route, routes } from '../../src/routes'
import { find, focused, pageOpener, url, waitFor } from './engine'

const open = pageOpener()

/** Every path of the route table, and an address it does not know (the 404). */
const PATHS = [...routes.map((r) => r.path ?? '/no-such-page')]

type NavRoute = Route & { path: string; nav: NonNullable<Route['nav']> }
const navRoutes = routes.filter((r): r is NavRoute => r.path !== null && r.nav !== undefined)

describe('routes', () => {
  test('every route shows its heading and its title', async () => {
    const page = await open('/')
    for (const path of PATHS) {
      await page.goto(url(path))
      await waitFor(page, () => document.querySelector('main h1')?.textContent, `h1 of ${path}`)
      expect(await page.title(), path).toBe(documentTitle(path))
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
      }
    }
  })
})
