import { render, screen } from '@testing-library/preact'
import userEvent from '@testing-library/user-event'
import { GameLoader } from './GameLoader'
import type { GameEntry } from './registry'

test('shows loading, then a Retry after a failed download, then the game', async () => {
  const user = userEvent.setup()
  const View = () => <button type="button">Play</button>
  const load = vi
    .fn<GameEntry['load']>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValueOnce({ View })
  render(<GameLoader game={{ id: 'guess', title: 'Guess the Number', instructions: '', load }} />)
  expect(screen.getByRole('status')).toHaveTextContent('Loading the game…')

  expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded')
  const retry = screen.getByRole('button', { name: 'Retry' })
  expect(retry).toHaveFocus()
  await user.click(retry)

  const play = await screen.findByRole('button', { name: 'Play' })
  expect(play).toHaveFocus()
  expect(load).toHaveBeenCalledTimes(2)
})
