import { lazyRoutes } from '../../src/routes'

/**
 * Every screen of the route table, with a heading that shows it has rendered: Home's About
 * section, and each lazy page's title (its h1).
 */
export const SCREEN_HEADINGS: readonly (readonly [path: string, heading: string])[] = [
  ['/', 'About'],
  ...lazyRoutes.map((r) => [r.path, r.title] as const),
]
