// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/preact'
import userEvent from '@testing-library/user-event'
import { manualClock } from '../../test/manualClock'
import { BEST_KEY } from './model'
import { View } from './View'

const status = () => screen.getByRole('status')
const pad = (name: string) => screen.getByRole('button', { name })

// The game's own clock, moved by hand: no real time leaks into its 100 ms windows.
let time: ReturnType<typeof manualClock>
const wait = (ms: number) =>
  act(() => {
    time.tick(ms)
  })

/** Every colour drawn is `draw`: 0 red, 0.3 green, 0.5 blue, 0.8 yellow. */
function setup(draw = 0) {
  const user = userEvent.setup()
  return { user, ...render(<View deps={{ clock: time.clock, random: () => draw }} />) }
}

beforeEach(() => {
  time = manualClock()
  localStorage.setItem(BEST_KEY, '0')
})

describe('Simon view', () => {
  test('four pads, a Start button and Score: 0 before the first game', () => {
    setup()
    for (const name of ['Red', 'Green', 'Blue', 'Yellow']) {
      expect(pad(name)).toHaveAttribute('aria-disabled', 'true')
    }
    expect(pad('Start')).toBeEnabled()
    expect(screen.getByText(/^score:/i)).toHaveTextContent('Score: 0')
  })

  test('plays the sequence in the status region, takes the repeat and adds a colour', async () => {
    const { user } = setup(0.5)
    await user.click(pad('Start'))
    expect(status()).toHaveTextContent('Blue (1 of 1)')
    expect(pad('Blue')).toHaveAttribute('data-lit', 'true')
    expect(pad('Restart')).toBeInTheDocument()

    await user.click(pad('Blue'))
    expect(screen.getByText(/^score:/i)).toHaveTextContent('Score: 0')
    await wait(700)
    expect(status()).toHaveTextContent(/your turn/i)
    expect(pad('Blue')).toHaveAttribute('data-lit', 'false')

    // Checks sit mid-window (lit 600 ms, dark 200 ms, next round 1000 ms after the press).
    await user.click(pad('Blue'))
    expect(pad('Blue')).toHaveAttribute('data-lit', 'true')
    expect(screen.getByText(/^score:/i)).toHaveTextContent('Score: 1')
    expect(screen.getByText(/^best:/i)).toHaveTextContent('Best: 1')
    expect(localStorage.getItem(BEST_KEY)).toBe('1')
    await wait(500)
    expect(pad('Blue')).toHaveAttribute('data-lit', 'false')
    await wait(800)
    expect(status()).toHaveTextContent('Blue (1 of 2)')
    await wait(400)
    expect(status().textContent).toBe('')
    expect(pad('Blue')).toHaveAttribute('data-lit', 'false')
    await wait(400)
    expect(status()).toHaveTextContent('Blue (2 of 2)')
    expect(pad('Blue')).toHaveAttribute('data-lit', 'true')
    await wait(700)
    await user.click(pad('Blue'))
    expect(screen.getByText(/^score:/i)).toHaveTextContent('Score: 1')
    await user.click(pad('Green'))
    expect(status()).toHaveTextContent('Game Over! Your score: 1')
    expect(screen.getByText(/^best:/i)).toHaveTextContent('Best: 1')
    expect(pad('Restart')).toBeInTheDocument()
  })

  test('Restart begins a fresh game with score 0', async () => {
    const { user } = setup(0.3)
    await user.click(pad('Start'))
    await wait(700)
    await user.click(pad('Green'))
    expect(screen.getByText(/^score:/i)).toHaveTextContent('Score: 1')
    await wait(500)
    await user.click(pad('Restart'))
    expect(screen.getByText(/^score:/i)).toHaveTextContent('Score: 0')
    expect(status()).toHaveTextContent('Green (1 of 1)')
    await wait(5000)
    expect(status()).toHaveTextContent(/repeat 1 colour/i)
  })

  test('unmounting mid-sequence leaves no timer behind', async () => {
    const { user, unmount } = setup()
    await user.click(pad('Start'))
    expect(time.pending()).toBeGreaterThan(0)
    act(() => {
      unmount()
    })
    expect(time.pending()).toBe(0)
  })

  test('a new view after closing mid-sequence starts clean', async () => {
    const first = setup(0.5)
    await first.user.click(pad('Start'))
    act(() => {
      first.unmount()
    })
    const { user } = setup(0.5)
    await wait(3000)
    expect(pad('Start')).toBeInTheDocument()
    expect(pad('Blue')).toHaveAttribute('data-lit', 'false')
    expect(status()).not.toHaveTextContent(/blue|your turn/i)
    await user.click(pad('Start'))
    expect(status()).toHaveTextContent('(1 of 1)')
  })
})
