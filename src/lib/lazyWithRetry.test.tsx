// @vitest-environment jsdom
import { render, screen } from '@testing-library/preact'
import { Suspense } from 'react'
import { ErrorBoundary } from '../components/ErrorBoundary'
import { RouteBoundary } from '../components/RouteBoundary'
import { expectConsole } from '../test/console'
import { ChunkLoadError, isChunkLoadError, lazyWithRetry } from './lazyWithRetry'

// How a route retries, times out and tells a chunk failure from a bug is tested on the
// boundary App uses: components/RouteBoundary.test.tsx.

test('the error names the cause and keeps it', async () => {
  const cause = new TypeError('offline')
  let caught: unknown
  const Lazy = lazyWithRetry<{ name: string }>(() => Promise.reject(cause))
  const errors = expectConsole('error', /A part of the page failed/, 1)
  render(
    <ErrorBoundary
      fallback={(error) => {
        caught = error
        return <p>failed</p>
      }}
    >
      <Suspense fallback={null}>
        <Lazy name="x" />
      </Suspense>
    </ErrorBoundary>,
  )
  await screen.findByText('failed')
  expect(caught).toBeInstanceOf(ChunkLoadError)
  expect((caught as ChunkLoadError).message).toContain('offline')
  expect((caught as ChunkLoadError).cause).toBe(cause)
  expect(errors.map((args) => args[1])).toEqual([caught])
})

const Page = ({ name }: { name: string }) => <h1>{name}</h1>

test('once preloaded it renders at once, never the fallback (what hydration needs)', async () => {
  const load = vi.fn(() => Promise.resolve({ default: Page }))
  const Lazy = lazyWithRetry(load)
  await expect(Lazy.preload()).resolves.toBe(true)
  const { container } = render(
    <RouteBoundary path="/projects">
      <Lazy name="Projects" />
    </RouteBoundary>,
  )
  // In the same render, before any task: no busy placeholder in between.
  expect(screen.getByRole('heading', { name: 'Projects' })).toBeInTheDocument()
  expect(container.querySelector('[aria-busy]')).toBeNull()
  expect(load).toHaveBeenCalledTimes(1)
})

test('a failed preload resolves to false, and the render then shows Retry', async () => {
  const errors = expectConsole('error', /A part of the page failed/, 1)
  const Lazy = lazyWithRetry<{ name: string }>(() => Promise.reject(new TypeError('offline')))
  await expect(Lazy.preload()).resolves.toBe(false)
  render(
    <RouteBoundary path="/projects">
      <Lazy name="Projects" />
    </RouteBoundary>,
  )
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
  expect(errors.map((args) => args[1]).every(isChunkLoadError)).toBe(true)
})
