import type { ComponentType } from 'react'
import { profile } from './content/profile'

type PageModule = { default: ComponentType }

// Each page but Home, the 404 and the error page is a chunk of its own.
const pageCode = import.meta.glob<PageModule>([
  './pages/*.tsx',
  '!./pages/{Home,NotFound,ErrorPage}.tsx',
])

/** Home's title names the owner; index.html carries the same one from the build. */
export const HOME_TITLE = `${profile.name} · ${profile.role}`

/** The routes whose code loads on demand, the file under src/pages/ of each, and its title. */
export const lazyRoutes = [
  { path: '/work-experience', page: 'WorkExperience', title: 'Work Experience' },
  { path: '/projects', page: 'Projects', title: 'Projects' },
  { path: '/contact', page: 'Contact', title: 'Contact' },
  { path: '/courses', page: 'Courses', title: 'Relevant Courses' },
] as const

export type LazyPath = (typeof lazyRoutes)[number]['path']

export interface RouteEntry {
  /** The route's path; null for the 404, which answers every other path. */
  path: string | null
  page: string
  title: string
}

/** Every route the site answers: Home, the lazy routes, and the 404 for any other path. */
export const routes: readonly RouteEntry[] = [
  { path: '/', page: 'Home', title: HOME_TITLE },
  ...lazyRoutes,
  { path: null, page: 'NotFound', title: 'Page Not Found' },
]

/** The route showing at `path` (a trailing slash is the same route). */
export function routeAt(path: string): RouteEntry {
  const bare = path.replace(/(.)\/+$/, '$1')
  return routes.find((r) => r.path === bare) ?? routes.find((r) => r.path === null)!
}

/** The tab's title at `path`: the page's name, then the owner's; Home's is its own. */
export function documentTitle(path: string): string {
  const { path: at, title } = routeAt(path)
  return at === '/' ? title : `${title} · ${profile.name}`
}

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
