import type { ComponentType } from 'react'

type PageModule = { default: ComponentType }

// Each page but Home, the 404 and the error page is a chunk of its own.
const pageCode = import.meta.glob<PageModule>([
  './pages/*.tsx',
  '!./pages/{Home,NotFound,ErrorPage}.tsx',
])

/** The routes whose code loads on demand, and the file under src/pages/ of each. */
export const lazyRoutes = [
  { path: '/work-experience', page: 'WorkExperience' },
  { path: '/projects', page: 'Projects' },
  { path: '/contact', page: 'Contact' },
  { path: '/courses', page: 'Courses' },
] as const

export type LazyPath = (typeof lazyRoutes)[number]['path']

/** The source file of a page, as the build's manifest names it. */
export const pageFile = (page: string): string => `src/pages/${page}.tsx`

/** Code of each lazily loaded route (Home is in the entry). */
export const routeLoaders = Object.fromEntries(
  lazyRoutes.map(({ path, page }) => [path, pageCode[`./pages/${page}.tsx`]!]),
) as Record<LazyPath, () => Promise<PageModule>>

/**
 * Starts downloading a route's code when the visitor is about to open it (hover or focus
 * on its link), so the click renders at once. A failed preload is ignored: the route's
 * own boundary reports and retries a failure when it is actually opened.
 */
export function preloadRoute(path: string): void {
  const loaders: Partial<Record<string, () => Promise<PageModule>>> = routeLoaders
  loaders[path]?.().catch(() => {})
}

/** Props that preload a route's code on hover or keyboard focus of its link. */
export const preloadOn = (path: string) => ({
  onPointerEnter: () => preloadRoute(path),
  onFocus: () => preloadRoute(path),
})
