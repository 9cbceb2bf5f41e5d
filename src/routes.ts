import type { ComponentType } from 'react'

type PageModule = Promise<{ default: ComponentType }>

/** Code of each lazily loaded route (Home is in the entry). */
export const routeLoaders = {
  '/work-experience': () => import('./pages/WorkExperience'),
  '/projects': () => import('./pages/Projects'),
  '/contact': () => import('./pages/Contact'),
  '/courses': () => import('./pages/Courses'),
} satisfies Record<string, () => PageModule>

/**
 * Starts downloading a route's code when the visitor is about to open it (hover or focus
 * on its link), so the click renders at once. A failed preload is ignored: the route's
 * own boundary reports and retries a failure when it is actually opened.
 */
export function preloadRoute(path: string): void {
  const loaders: Record<string, () => PageModule> = routeLoaders
  loaders[path]?.().catch(() => {})
}

/** Props that preload a route's code on hover or keyboard focus of its link. */
export const preloadOn = (path: string) => ({
  onPointerEnter: () => preloadRoute(path),
  onFocus: () => preloadRoute(path),
})
