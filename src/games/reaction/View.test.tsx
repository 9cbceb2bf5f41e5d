// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/preact'
import userEvent from '@testing-library/user-event'
import { manualClock } from '../../test/manualClock'
import { BEST_KEY } from './model'
import { View } from './View'

const status = () => screen.getByRole('status')
const startButton = () => screen.getByRole('button', { name: /^(start|try again)$/i })
const targetButton = () => screen.getByRole('button', { name: /wait|click|target|time|too soon/i })

// The game's own clock, moved by hand: no real time leaks into its windows.
let time: ReturnType<typeof manualClock>
const wait = (ms: number) =>
  act(() => {
    time.tick(ms)
  })

function setup() {
  // A draw of 0 makes every wait the shortest, 2000 ms.
  const user = userEvent.setup()
  return { user, ...render(<View deps={{ clock: time.clock, random: () => 0 }} />) }
}

beforeEach(() => {
  time = manualClock()
  localStorage.setItem(BEST_KEY, '')
})

describe('Reaction view', () => {
  test('before the first round: Start, an idle target and no best time', () => {
    setup()
    expect(startButton()).toHaveAccessibleName('Start')
    expect(startButton()).toBeEnabled()
    expect(targetButton()).not.toHaveAccessibleName(/wait|click/i)
    expect(screen.getByText(/^best:/i)).toHaveTextContent('Best: –')
  })

  test('waits, turns ready, and shows the reaction time in ms', async () => {
    const { user } = setup()
    await user.click(startButton())
    expect(startButton()).toBeDisabled()
    expect(targetButton()).toHaveAccessibleName(/wait/i)
    expect(targetButton()).toHaveFocus()
    await wait(1500)
    expect(targetButton()).toHaveAccessibleName(/wait/i)
    await wait(500)
    expect(targetButton()).toHaveAccessibleName(/click/i)
    expect(startButton()).toBeDisabled()
    await wait(250)
    await user.click(targetButton())
    expect(status()).toHaveTextContent('250 ms')
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeEnabled()
    expect(screen.getByText(/^best:/i)).toHaveTextContent('Best: 250 ms')
    expect(localStorage.getItem(BEST_KEY)).toBe('250')
  })

  test('a click while waiting is too soon, cancels the timer, and Try Again restarts', async () => {
    const { user } = setup()
    await user.click(startButton())
    await wait(1000)
    await user.click(targetButton())
    expect(status()).toHaveTextContent('Too Soon! Try Again.')
    expect(time.pending()).toBe(0)
    await wait(10_000)
    expect(status()).toHaveTextContent('Too Soon! Try Again.')
    expect(targetButton()).not.toHaveAccessibleName(/click/i)
    await user.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(targetButton()).toHaveAccessibleName(/wait/i)
  })

  test.each([
    ['Space', ' '],
    ['Enter', '{Enter}'],
  ])('%s on the target acts as a click', async (_name, key) => {
    const { user } = setup()
    startButton().focus()
    await user.keyboard('{Enter}')
    expect(targetButton()).toHaveFocus()
    await wait(2000)
    await wait(120)
    await user.keyboard(key)
    expect(status()).toHaveTextContent('120 ms')
  })

  test('Space while waiting is too soon', async () => {
    const { user } = setup()
    await user.click(startButton())
    await user.keyboard(' ')
    expect(status()).toHaveTextContent('Too Soon! Try Again.')
  })

  test('unmounting mid-wait leaves no timer, and a new view starts clean', async () => {
    const first = setup()
    await first.user.click(startButton())
    expect(time.pending()).toBe(1)
    act(() => {
      first.unmount()
    })
    expect(time.pending()).toBe(0)
    setup()
    await wait(6000)
    expect(startButton()).toHaveAccessibleName('Start')
    expect(targetButton()).not.toHaveAccessibleName(/wait|click/i)
  })
})
