// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/preact'
import userEvent from '@testing-library/user-event'
import { DOWNLOAD_TIMEOUT_MS } from '../lib/downloadTimeout'
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
