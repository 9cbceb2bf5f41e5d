import type { ComponentType } from 'react'
import { Router, useLocation } from 'wouter'
import { Layout } from './components/Layout'
import { PageTitle } from './components/PageTitle'
import { RouteBoundary } from './components/RouteBoundary'
import { RouteChange } from './components/RouteChange'
import { GameHost } from './games/GameHost'
import { lazyWithRetry } from './lib/lazyWithRetry'
import { useRouteLocation } from './lib/useRouteLocation'
import { Home } from './pages/Home'
import { NotFound } from './pages/NotFound'
import { lazyRoutes, type PageProps, pageLoader, routeAt } from './routes'

// Home and the 404 are in the entry; every other page is its own chunk, and a failed
// download offers a Retry.
const pages: Record<string, ComponentType<PageProps>> = {
  Home,
  NotFound,
  ...Object.fromEntries(lazyRoutes.map(({ page }) => [page, lazyWithRetry(pageLoader(page)!)])),
}

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
