// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/preact'
import userEvent from '@testing-library/user-event'
import { DOWNLOAD_TIMEOUT_MS } from '../lib/downloadTimeout'
import { saveBeforeReload } from '../lib/safeReload'
import { resetSiteUpdatedForTests, SITE_UPDATED } from '../lib/siteUpdated'
import { GameLoader } from './GameLoader'
import type { GameEntry } from './registry'

test('shows loading, then a Retry after a failed download, then the game', async () => {
  const user = userEvent.setup()
  const View = () => <button type="button">Play</button>
  const load = vi
    .fn<GameEntry['load']>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValueOnce({ View })
  render(<GameLoader game={{ load }} />)
  expect(screen.getByRole('status')).toHaveTextContent('Loading the game…')

  expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded')
  const retry = screen.getByRole('button', { name: 'Retry' })
  expect(retry).toHaveFocus()
  await user.click(retry)

  const play = await screen.findByRole('button', { name: 'Play' })
  expect(play).toHaveFocus()
  expect(load).toHaveBeenCalledTimes(2)
})

test('a download that never answers offers Retry after ten seconds, not before', async () => {
  // Only the fake clock moves: a stalled machine cannot make ten seconds pass early.
  vi.useFakeTimers()
  const View = () => <button type="button">Play</button>
  const load = vi
    .fn<GameEntry['load']>()
    .mockReturnValueOnce(new Promise(() => {}))
    .mockResolvedValueOnce({ View })
  render(<GameLoader game={{ load }} />)
  await act(async () => {
    await vi.advanceTimersByTimeAsync(DOWNLOAD_TIMEOUT_MS - 100)
  })
  expect(screen.getByRole('status')).toHaveTextContent('Loading the game…')
  await act(async () => {
    await vi.advanceTimersByTimeAsync(100)
  })
  expect(screen.getByRole('alert')).toHaveTextContent('could not be loaded')
  vi.useRealTimers()

  await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
  expect(await screen.findByRole('button', { name: 'Play' })).toHaveFocus()
})

test('a chunk a new deploy took away offers a Reload that saves what waits first', async () => {
  const map = (file: string) =>
    `<script type="importmap">{"imports":{"./assets/View-a.js":"./assets/${file}"}}</script>`
  document.head.innerHTML = map('View-old.js')
  vi.stubGlobal('fetch', () =>
    Promise.resolve(new Response(`<!doctype html>${map('View-new.js')}`)),
  )
  const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {})
  const save = vi.fn(() => expect(reload).not.toHaveBeenCalled())
  const release = saveBeforeReload(save)
  try {
    const load = vi.fn<GameEntry['load']>().mockRejectedValue(new TypeError('404'))
    render(<GameLoader game={{ load }} />)
    expect(await screen.findByRole('alert')).toHaveTextContent(SITE_UPDATED)
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
    const button = screen.getByRole('button', { name: 'Reload' })
    expect(button).toHaveFocus()
    await userEvent.click(button)
    expect(save).toHaveBeenCalledTimes(1)
    expect(reload).toHaveBeenCalledTimes(1)
  } finally {
    release()
    resetSiteUpdatedForTests()
    document.head.innerHTML = ''
    vi.unstubAllGlobals()
  }
})
