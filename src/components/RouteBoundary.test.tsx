// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/preact'
import userEvent from '@testing-library/user-event'
import type { ComponentType } from 'react'
import { DOWNLOAD_TIMEOUT_MS } from '../lib/downloadTimeout'
import { expectConsole } from '../test/console'

// Each test gets the modules afresh: the set of failed downloads lazyWithRetry keeps starts
// empty, and RouteBoundary retries through that same fresh module.
let isChunkLoadError: typeof import('../lib/lazyWithRetry').isChunkLoadError
let lazyWithRetry: typeof import('../lib/lazyWithRetry').lazyWithRetry
let retryFailedChunks: typeof import('../lib/lazyWithRetry').retryFailedChunks
let RouteBoundary: typeof import('./RouteBoundary').RouteBoundary
beforeEach(async () => {
  vi.resetModules()
  ;({ isChunkLoadError, lazyWithRetry, retryFailedChunks } = await import('../lib/lazyWithRetry'))
  ;({ RouteBoundary } = await import('./RouteBoundary'))
})

const Page = ({ name }: { name: string }) => <h1>{name}</h1>
type Load = () => Promise<{ default: ComponentType<{ name: string }> }>
const offline = () => new TypeError('Failed to fetch dynamically imported module')

/** The route at `path` as App holds it: its page inside the route's boundary. */
const route = (Lazy: ComponentType<{ name: string }>, path = '/projects') => (
  <RouteBoundary path={path}>
    <Lazy name="Projects" />
  </RouteBoundary>
)

/** The boundary logs each error it catches: `times` of them, with the error itself. */
const caughtErrors = (times: number) => expectConsole('error', /A part of the page failed/, times)
const errorsIn = (calls: unknown[][]) => calls.map((args) => args[1])

test('renders the page once its chunk loads', async () => {
  const load = vi.fn<Load>().mockResolvedValue({ default: Page })
  render(route(lazyWithRetry(load)))
  expect(await screen.findByRole('heading', { name: 'Projects' })).toBeInTheDocument()
  expect(load).toHaveBeenCalledTimes(1)
})

test('a failed download shows Retry; Retry loads again and shows the page', async () => {
  const errors = caughtErrors(2)
  const user = userEvent.setup()
  const load = vi
    .fn<Load>()
    .mockRejectedValueOnce(offline())
    .mockRejectedValueOnce(offline())
    .mockResolvedValueOnce({ default: Page })
  render(route(lazyWithRetry(load)))

  await user.click(await screen.findByRole('button', { name: 'Retry' }))
  // A Retry that failed again keeps the visitor on the button.
  expect(await screen.findByRole('button', { name: 'Retry' })).toHaveFocus()
  await user.click(screen.getByRole('button', { name: 'Retry' }))

  expect(await screen.findByRole('heading', { name: 'Projects' })).toBeInTheDocument()
  expect(load).toHaveBeenCalledTimes(3)
  expect(errorsIn(errors).every(isChunkLoadError)).toBe(true)
})

test('coming back to a path whose download failed loads it afresh', async () => {
  caughtErrors(1)
  const load = vi
    .fn<Load>()
    .mockRejectedValueOnce(offline())
    .mockResolvedValueOnce({ default: Page })
  const Lazy = lazyWithRetry(load)
  const { rerender } = render(route(Lazy))
  await screen.findByRole('button', { name: 'Retry' })

  rerender(route(Page, '/'))
  await screen.findByRole('heading', { name: 'Projects' })
  rerender(route(Lazy))

  expect(await screen.findByRole('heading', { name: 'Projects' })).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
  expect(load).toHaveBeenCalledTimes(2)
})

test('a page that loaded is not downloaded again by a retry of others', async () => {
  const good = vi.fn<Load>().mockResolvedValue({ default: Page })
  const Good = lazyWithRetry(good)
  render(route(Good))
  await screen.findByRole('heading', { name: 'Projects' })
  retryFailedChunks()
  render(route(Good))
  expect(await screen.findAllByRole('heading', { name: 'Projects' })).toHaveLength(2)
  expect(good).toHaveBeenCalledTimes(1)
})

test('a render error inside the page shows the error page, not Retry', async () => {
  const errors = caughtErrors(1)
  const Broken = () => {
    throw new Error('bug')
  }
  render(route(lazyWithRetry(() => Promise.resolve({ default: Broken }))))
  expect(
    await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
  ).toBeInTheDocument()
  expect(screen.getByText('bug')).toBeInTheDocument()
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
  const { container } = render(route(lazyWithRetry(load)))
  expect(container.querySelector('[aria-busy="true"]')).not.toBeNull()
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

test('a page whose code was preloaded renders at once, with no placeholder in between', async () => {
  const load = vi.fn<Load>().mockResolvedValue({ default: Page })
  const Lazy = lazyWithRetry(load)
  expect(await Lazy.preload()).toBe(true)
  const { container } = render(route(Lazy))
  // In the render itself: what hydrating a pre-rendered page needs.
  expect(screen.getByRole('heading', { name: 'Projects' })).toBeInTheDocument()
  expect(container.querySelector('[aria-busy]')).toBeNull()
  expect(load).toHaveBeenCalledTimes(1)
})

test('a preload that failed says so, and the page then shows Retry without asking again', async () => {
  const errors = caughtErrors(1)
  const load = vi.fn<Load>().mockRejectedValue(offline())
  const Lazy = lazyWithRetry(load)
  expect(await Lazy.preload()).toBe(false)
  render(route(Lazy))
  expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument()
  expect(load).toHaveBeenCalledTimes(1)
  expect(errorsIn(errors).every(isChunkLoadError)).toBe(true)
})
