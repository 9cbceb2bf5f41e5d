import { createStore } from '../../lib/storage'
import { manualClock } from '../../test/manualClock'
import { BEST_KEY, Simon } from './model'

/** Replays the draws; 0 is red, 0.3 green, 0.5 blue, 0.8 yellow. */
const draws =
  (...values: number[]) =>
  () =>
    values.shift() ?? 0

let time: ReturnType<typeof manualClock>
beforeEach(() => {
  time = manualClock()
})

describe('Simon model', () => {
  test('plays a round, takes a correct repeat, waits 1000 ms and plays one more colour', () => {
    const store = createStore(() => undefined)
    const game = new Simon({ clock: time.clock, random: draws(0, 0.5), store })
    expect(game.phase.value).toBe('idle')
    game.start()
    expect(game.sequence.value).toEqual(['red'])
    expect(game.phase.value).toBe('showing')
    expect(game.lit.value).toBe('red')
    expect(game.message.value).toBe('Red (1 of 1)')
    game.press('red')
    expect(game.score.value).toBe(0)
    time.tick(600)
    expect(game.lit.value).toBeNull()
    expect(game.phase.value).toBe('input')

    game.press('red')
    expect(game.lit.value).toBe('red')
    expect(game.score.value).toBe(1)
    expect(game.best.value).toBe(1)
    expect(store.get(BEST_KEY)).toBe('1')
    time.tick(200)
    expect(game.lit.value).toBeNull()
    game.press('red')
    expect(game.score.value).toBe(1)
    time.tick(799)
    expect(game.sequence.value).toEqual(['red'])
    time.tick(1)
    expect(game.sequence.value).toEqual(['red', 'blue'])
    expect(game.message.value).toBe('Red (1 of 2)')
    time.tick(800)
    expect(game.message.value).toBe('Blue (2 of 2)')
    time.tick(600)
    expect(game.phase.value).toBe('input')
  })

  test('a wrong press ends the game with the score', () => {
    const game = new Simon({
      clock: time.clock,
      random: draws(0, 0.8),
      store: createStore(() => undefined),
    })
    game.start()
    time.tick(600)
    game.press('red')
    time.tick(1000 + 1400)
    game.press('red')
    game.press('green')
    expect(game.phase.value).toBe('over')
    expect(game.message.value).toBe('Game Over! Your score: 1')
    game.press('yellow')
    expect(game.phase.value).toBe('over')
  })

  test('Start again resets the score and the sequence', () => {
    const game = new Simon({
      clock: time.clock,
      random: draws(0, 0.3),
      store: createStore(() => undefined),
    })
    game.start()
    time.tick(600)
    game.press('red')
    time.tick(500)
    game.start()
    expect(game.score.value).toBe(0)
    expect(game.sequence.value).toEqual(['green'])
    time.tick(5000)
    expect(game.sequence.value).toEqual(['green'])
    expect(game.phase.value).toBe('input')
  })

  test('disposing the model cancels every timer mid-sequence', () => {
    const game = new Simon({
      clock: time.clock,
      random: draws(0),
      store: createStore(() => undefined),
    })
    game.start()
    time.tick(100)
    expect(time.pending()).toBeGreaterThan(0)
    game[Symbol.dispose]()
    expect(time.pending()).toBe(0)
    expect(game.lit.value).toBeNull()
  })
})
