// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/preact'
import { Router } from 'wouter'
import { useRouteLocation } from '../lib/useRouteLocation'
import { routes } from '../routes'
import { resumeLink } from '../site.config'
import { Header } from './Header'

const renderAt = (path: string) => {
  window.history.replaceState(null, '', `/#${path}`)
  render(
    <Router hook={useRouteLocation}>
      <Header />
    </Router>,
  )
  return within(screen.getByRole('navigation', { name: 'Main' }))
}

afterEach(() => window.history.replaceState(null, '', '/'))

const navRoutes = routes.filter((r) => r.nav)

test("the nav lists the route table's nav items in its order, then the résumé", () => {
  const nav = renderAt('/')
  const links = nav.getAllByRole('link')
  expect(links.map((a) => a.textContent)).toEqual([
    ...navRoutes.map((r) => r.nav!.label),
    resumeLink.label,
  ])
  expect(links.slice(0, -1).map((a) => a.getAttribute('href'))).toEqual(
    navRoutes.map((r) => `#${r.path}`),
  )
})

test.each(navRoutes)('on $path, only its own nav item is current', (route) => {
  const nav = renderAt(route.path!)
  const current = nav.getAllByRole('link').filter((a) => a.getAttribute('aria-current'))
  expect(current.map((a) => [a.textContent, a.getAttribute('aria-current')])).toEqual([
    [route.nav!.label, 'page'],
  ])
})
