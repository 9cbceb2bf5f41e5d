// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/preact'
import userEvent from '@testing-library/user-event'
import { hydrateRoot } from 'react-dom/client'
import { Link, Router, useLocation } from 'wouter'
import { ADDRESSES } from '../test/addresses'
import { useRouteLocation } from './useRouteLocation'

function Where() {
  const [path] = useLocation()
  return (
    <>
      <p data-testid="path">{path}</p>
      <Link href="/projects">Projects</Link>
    </>
  )
}

const shownPath = () => screen.getByTestId('path').textContent

const renderAt = (address: string) => {
  window.history.replaceState(null, '', `/${address}`)
  return render(
    <Router hook={useRouteLocation}>
      <Where />
    </Router>,
  )
}

afterEach(() => window.history.replaceState(null, '', '/'))

test.each(ADDRESSES)('the router reads $address as $path', ({ address, path }) => {
  renderAt(address)
  expect(shownPath()).toBe(path)
})

test('links write hash routes, and following one leaves the query of the hash behind', async () => {
  renderAt('?ref=cv#/?ref=cv')
  const link = screen.getByRole('link', { name: 'Projects' })
  expect(link).toHaveAttribute('href', '#/projects')
  await userEvent.click(link)
  expect(window.location.hash).toBe('#/projects')
  expect(window.location.search).toBe('?ref=cv')
  expect(shownPath()).toBe('/projects')
})

test('a hash changed by the browser (back, a typed address) is followed', () => {
  renderAt('#/courses')
  act(() => {
    window.location.hash = '#/work-experience/?utm_source=x'
    window.dispatchEvent(new HashChangeEvent('hashchange'))
  })
  expect(shownPath()).toBe('/work-experience')
})

test('Home hydrated at an address with a query stays Home', () => {
  window.history.replaceState(null, '', '/#/?ref=cv')
  const root = document.createElement('div')
  root.innerHTML = '<p data-testid="path">/</p><a href="#/projects">Projects</a>'
  document.body.append(root)
  act(() => {
    hydrateRoot(
      root,
      <Router hook={useRouteLocation}>
        <Where />
      </Router>,
    )
  })
  expect(shownPath()).toBe('/')
  root.remove()
})
