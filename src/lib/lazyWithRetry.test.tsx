// @vitest-environment happy-dom
import { render, screen } from '@testing-library/preact'
import { Suspense } from 'react'
import { ErrorBoundary } from '../components/ErrorBoundary'
import { expectConsole } from '../test/console'
import { ChunkLoadError, lazyWithRetry } from './lazyWithRetry'

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
