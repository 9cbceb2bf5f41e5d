import type { ComponentType } from 'react'
import { Router, useLocation } from 'wouter'
import { Layout } from './components/Layout'
import { PageTitle } from './components/PageTitle'
import { RouteBoundary } from './components/RouteBoundary'
import { RouteChange } from './components/RouteChange'
import { GameHost } from './games/GameHost'
import { type LazyComponent, lazyWithRetry } from './lib/lazyWithRetry'
import { useRouteLocation } from './lib/useRouteLocation'
import { Home } from './pages/Home'
import { type PageProps, pageLoader, routeAt, routes } from './routes'

// Home is in the entry; every other page, the 404 included, is its own chunk, and a failed
// download offers a Retry.
const lazyPages: Record<string, LazyComponent<PageProps>> = Object.fromEntries(
  routes.flatMap(({ page }) => {
    const load = pageLoader(page)
    return load ? [[page, lazyWithRetry(load)]] : []
  }),
)
const pages: Record<string, ComponentType<PageProps>> = { Home, ...lazyPages }

/**
 * Resolves to whether the page at `path` renders at once, without suspending: true once its
 * code has arrived (at once for Home, in the entry), false when the download failed.
 * Pre-rendering a route, and hydrating its snapshot, wait for this.
 */
export const pageReady = (path: string): Promise<boolean> =>
  lazyPages[routeAt(path).page]?.preload() ?? Promise.resolve(true)

/** The page of the route table at the current path. */
function Routes() {
  const [path] = useLocation()
  const { page, title } = routeAt(path)
  const Page = pages[page]!
  return (
    <RouteBoundary path={path}>
      <Page title={title} />
    </RouteBoundary>
  )
}

export function App({ ssrPath }: { ssrPath?: string }) {
  return (
    <Router hook={useRouteLocation} {...(ssrPath ? { ssrPath } : {})}>
      <PageTitle />
      <RouteChange />
      <Layout>
        <Routes />
      </Layout>
      <GameHost />
    </Router>
  )
}
