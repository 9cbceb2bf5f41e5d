import type { Page } from 'playwright-core'
import { lazyRoutes, routeAt } from '../../src/routes'

/**
 * Every screen of the route table, with a heading that shows it has rendered: Home's About
 * section, and each lazy page's title (its h1).
 */
export const SCREEN_HEADINGS: readonly (readonly [path: string, heading: string])[] = [
  ['/', 'About'],
  ...lazyRoutes.map((r) => [r.path, r.title] as const),
]

/** The 404 page's h1: its title in the route table ("404" is the code shown above it). */
export const NOT_FOUND_HEADING = routeAt('/no-such-page').title

/** Whether Home's About and Skills headings are both on screen (without waiting for them). */
export const homeShown = async (page: Page) =>
  (await page.getByRole('heading', { name: 'About', exact: true }).isVisible()) &&
  (await page.getByRole('heading', { name: 'Skills', exact: true }).isVisible())
