// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/preact'
import userEvent from '@testing-library/user-event'
import { type ComponentType, Suspense, useState } from 'react'
import { ErrorBoundary } from '../components/ErrorBoundary'
import { expectConsole } from '../test/console'
import { DOWNLOAD_TIMEOUT_MS } from './downloadTimeout'

// Each test gets the module afresh: the set of failed downloads it keeps starts empty.
let ChunkLoadError: typeof import('./lazyWithRetry').ChunkLoadError
let isChunkLoadError: typeof import('./lazyWithRetry').isChunkLoadError
let lazyWithRetry: typeof import('./lazyWithRetry').lazyWithRetry
let retryFailedChunks: typeof import('./lazyWithRetry').retryFailedChunks
beforeEach(async () => {
  vi.resetModules()
  ;({ ChunkLoadError, isChunkLoadError, lazyWithRetry, retryFailedChunks } = await import(
    './lazyWithRetry'
  ))
})

const Page = ({ name }: { name: string }) => <h1>{name}</h1>
type Load = () => Promise<{ default: ComponentType<{ name: string }> }>

// A boundary like the app's: a chunk failure offers Retry, anything else is shown as is.
function Shell({ Lazy }: { Lazy: ComponentType<{ name: string }> }) {
  const [attempt, setAttempt] = useState(0)
  const retry = () => {
    retryFailedChunks()
    setAttempt((n) => n + 1)
  }
  const fallback = (error: unknown) =>
    isChunkLoadError(error) ? (
      <button type="button" onClick={retry}>
        Retry
      </button>
    ) : (
      <p>Other error</p>
    )
  return (
    <ErrorBoundary key={attempt} fallback={fallback}>
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Projects" />
      </Suspense>
    </ErrorBoundary>
  )
}

/** The boundary logs each error it catches: `times` of them, with the error itself. */
const caughtErrors = (times: number) => expectConsole('error', /A part of the page failed/, times)
const errorsIn = (calls: unknown[][]) => calls.map((args) => args[1])

test('renders the component once its chunk loads', async () => {
  const load = vi.fn<Load>().mockResolvedValue({ default: Page })
  render(<Shell Lazy={lazyWithRetry(load)} />)
  expect(await screen.findByRole('heading', { name: 'Projects' })).toBeInTheDocument()
  expect(load).toHaveBeenCalledTimes(1)
})

test('a failed download shows Retry; Retry loads again and shows the page', async () => {
  const errors = caughtErrors(2)
  const user = userEvent.setup()
  const load = vi
    .fn<Load>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValueOnce({ default: Page })
  render(<Shell Lazy={lazyWithRetry(load)} />)

  await user.click(await screen.findByRole('button', { name: 'Retry' }))
  await user.click(await screen.findByRole('button', { name: 'Retry' }))

  expect(await screen.findByRole('heading', { name: 'Projects' })).toBeInTheDocument()
  expect(load).toHaveBeenCalledTimes(3)
  expect(errorsIn(errors).every(isChunkLoadError)).toBe(true)
})

test('the error names the cause and keeps it', async () => {
  const cause = new TypeError('offline')
  let caught: unknown
  const Lazy = lazyWithRetry<{ name: string }>(() => Promise.reject(cause))
  const errors = caughtErrors(1)
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
  expect((caught as InstanceType<typeof ChunkLoadError>).message).toContain('offline')
  expect((caught as InstanceType<typeof ChunkLoadError>).cause).toBe(cause)
  expect(errorsIn(errors)).toEqual([caught])
})

test('a component that loaded is not downloaded again by a retry of others', async () => {
  const good = vi.fn<Load>().mockResolvedValue({ default: Page })
  const Good = lazyWithRetry(good)
  render(<Shell Lazy={Good} />)
  await screen.findByRole('heading', { name: 'Projects' })
  retryFailedChunks()
  render(<Shell Lazy={Good} />)
  expect(await screen.findAllByRole('heading', { name: 'Projects' })).toHaveLength(2)
  expect(good).toHaveBeenCalledTimes(1)
})

test('a render error inside the page is not taken for a chunk failure', async () => {
  const errors = caughtErrors(1)
  const Broken = () => {
    throw new Error('bug')
  }
  render(<Shell Lazy={lazyWithRetry(() => Promise.resolve({ default: Broken }))} />)
  expect(await screen.findByText('Other error')).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
  expect(errorsIn(errors)).toEqual([new Error('bug')])
})

test('a download that never answers shows Retry after ten seconds; Retry loads it', async () => {
  // Only the fake clock moves: a stalled machine cannot make ten seconds pass early.
  vi.useFakeTimers()
  const errors = caughtErrors(1)
  const load = vi
    .fn<Load>()
    .mockReturnValueOnce(new Promise(() => {}))
    .mockResolvedValueOnce({ default: Page })
  render(<Shell Lazy={lazyWithRetry(load)} />)
  expect(screen.getByText('Loading')).toBeInTheDocument()
  await act(async () => {
    await vi.advanceTimersByTimeAsync(DOWNLOAD_TIMEOUT_MS - 100)
  })
  expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
  await act(async () => {
    await vi.advanceTimersByTimeAsync(100)
  })
  const retry = await screen.findByRole('button', { name: 'Retry' })
  expect(errorsIn(errors).every(isChunkLoadError)).toBe(true)
  vi.useRealTimers()

  await userEvent.click(retry)
  expect(await screen.findByRole('heading', { name: 'Projects' })).toBeInTheDocument()
  expect(load).toHaveBeenCalledTimes(2)
})

test('once preloaded it renders at once, never the fallback (what hydration needs)', async () => {
  const load = vi.fn<Load>().mockResolvedValue({ default: Page })
  const Lazy = lazyWithRetry(load)
  await expect(Lazy.preload()).resolves.toBe(true)
  render(<Shell Lazy={Lazy} />)
  // In the same render, before any task: no Loading in between.
  expect(screen.getByRole('heading', { name: 'Projects' })).toBeInTheDocument()
  expect(screen.queryByText('Loading')).toBeNull()
  expect(load).toHaveBeenCalledTimes(1)
})

test('a failed preload resolves to false, and the render then shows Retry', async () => {
  const errors = caughtErrors(1)
  const Lazy = lazyWithRetry<{ name: string }>(() => Promise.reject(new TypeError('offline')))
  await expect(Lazy.preload()).resolves.toBe(false)
  render(<Shell Lazy={Lazy} />)
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
  expect(errorsIn(errors).every(isChunkLoadError)).toBe(true)
})
