import { createStore } from '../../lib/storage'
import { BEST_KEY, Simon } from './model'

/** Replays the draws; 0 is red, 0.3 green, 0.5 blue, 0.8 yellow. */
const draws =
  (...values: number[]) =>
  () =>
    values.shift() ?? 0

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('Simon model', () => {
  test('plays a round, takes a correct repeat, waits 1000 ms and plays one more colour', () => {
    const store = createStore(() => undefined)
    const game = new Simon({ random: draws(0, 0.5), store })
    expect(game.phase.value).toBe('idle')
    game.start()
    expect(game.sequence.value).toEqual(['red'])
    expect(game.phase.value).toBe('showing')
    expect(game.lit.value).toBe('red')
    expect(game.message.value).toBe('Red (1 of 1)')
    game.press('red')
    expect(game.score.value).toBe(0)
    vi.advanceTimersByTime(600)
    expect(game.lit.value).toBeNull()
    expect(game.phase.value).toBe('input')

    game.press('red')
    expect(game.lit.value).toBe('red')
    expect(game.score.value).toBe(1)
    expect(game.best.value).toBe(1)
    expect(store.get(BEST_KEY)).toBe('1')
    vi.advanceTimersByTime(200)
    expect(game.lit.value).toBeNull()
    game.press('red')
    expect(game.score.value).toBe(1)
    vi.advanceTimersByTime(799)
    expect(game.sequence.value).toEqual(['red'])
    vi.advanceTimersByTime(1)
    expect(game.sequence.value).toEqual(['red', 'blue'])
    expect(game.message.value).toBe('Red (1 of 2)')
    vi.advanceTimersByTime(800)
    expect(game.message.value).toBe('Blue (2 of 2)')
    vi.advanceTimersByTime(600)
    expect(game.phase.value).toBe('input')
  })

  test('a wrong press ends the game with the score', () => {
    const game = new Simon({ random: draws(0, 0.8), store: createStore(() => undefined) })
    game.start()
    vi.advanceTimersByTime(600)
    game.press('red')
    vi.advanceTimersByTime(1000 + 1400)
    game.press('red')
    game.press('green')
    expect(game.phase.value).toBe('over')
    expect(game.message.value).toBe('Game Over! Your score: 1')
    game.press('yellow')
    expect(game.phase.value).toBe('over')
  })

  test('Start again resets the score and the sequence', () => {
    const game = new Simon({ random: draws(0, 0.3), store: createStore(() => undefined) })
    game.start()
    vi.advanceTimersByTime(600)
    game.press('red')
    vi.advanceTimersByTime(500)
    game.start()
    expect(game.score.value).toBe(0)
    expect(game.sequence.value).toEqual(['green'])
    vi.advanceTimersByTime(5000)
    expect(game.sequence.value).toEqual(['green'])
    expect(game.phase.value).toBe('input')
  })

  test('stop cancels every timer mid-sequence', () => {
    const game = new Simon({ random: draws(0), store: createStore(() => undefined) })
    game.start()
    vi.advanceTimersByTime(100)
    expect(vi.getTimerCount()).toBeGreaterThan(0)
    game.stop()
    expect(vi.getTimerCount()).toBe(0)
    expect(game.lit.value).toBeNull()
  })
})
