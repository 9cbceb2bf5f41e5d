import { lazy, Suspense } from 'react'
import { Route, Router, Switch, useLocation } from 'wouter'
import { useHashLocation } from 'wouter/use-hash-location'
import { ErrorBoundary } from './components/ErrorBoundary'
import { Layout } from './components/Layout'
import { ScrollToTop } from './components/ScrollToTop'
import { GameHost } from './games/GameHost'
import { ErrorPage } from './pages/ErrorPage'
import { Home } from './pages/Home'
import { NotFound } from './pages/NotFound'

// Every route but Home is its own chunk.
const WorkExperience = lazy(() => import('./pages/WorkExperience'))
const Projects = lazy(() => import('./pages/Projects'))
const Contact = lazy(() => import('./pages/Contact'))
const Courses = lazy(() => import('./pages/Courses'))

function Routes() {
  const [path] = useLocation()
  return (
    <ErrorBoundary key={path} fallback={(error) => <ErrorPage error={error} />}>
      <Suspense fallback={<div className="min-h-dvh" aria-busy="true" />}>
        <Switch>
          <Route path="/" component={Home} />
          <Route path="/work-experience" component={WorkExperience} />
          <Route path="/projects" component={Projects} />
          <Route path="/contact" component={Contact} />
          <Route path="/courses" component={Courses} />
          <Route component={NotFound} />
        </Switch>
      </Suspense>
    </ErrorBoundary>
  )
}

export function App({ ssrPath }: { ssrPath?: string }) {
  return (
    <Router hook={useHashLocation} {...(ssrPath ? { ssrPath } : {})}>
      <ScrollToTop />
      <Layout>
        <Routes />
      </Layout>
      <GameHost />
    </Router>
  )
}
