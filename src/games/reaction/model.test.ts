import { createStore } from '../../lib/storage'
import { manualClock } from '../../test/manualClock'
import { BEST_KEY, Reaction } from './model'

describe('Reaction model', () => {
  test('waits the random delay, then measures the click and keeps the lowest time', () => {
    const { clock, tick } = manualClock()
    const store = createStore(() => undefined)
    const game = new Reaction({ random: () => 0.5, clock, store })
    game.start()
    expect(game.state.value.kind).toBe('waiting')
    tick(3499)
    expect(game.state.value.kind).toBe('waiting')
    tick(1)
    expect(game.state.value).toEqual({ kind: 'ready', since: 3500 })
    tick(180)
    game.press()
    expect(game.state.value).toEqual({ kind: 'clicked', ms: 180 })
    expect(game.best.value).toBe(180)
    expect(store.get(BEST_KEY)).toBe('180')

    game.start()
    tick(3500 + 300)
    game.press()
    expect(game.state.value).toEqual({ kind: 'clicked', ms: 300 })
    expect(game.best.value).toBe(180)
  })

  test('a click while waiting is too soon and cancels the timer', () => {
    const { clock, tick, pending } = manualClock()
    const game = new Reaction({ random: () => 0, clock, store: createStore(() => undefined) })
    game.start()
    tick(1000)
    game.press()
    expect(game.state.value.kind).toBe('tooSoon')
    expect(pending()).toBe(0)
    tick(10_000)
    expect(game.state.value.kind).toBe('tooSoon')
    expect(game.best.value).toBeNull()
  })

  test('disposing the model cancels a pending wait', () => {
    const { clock, pending } = manualClock()
    const game = new Reaction({ random: () => 0, clock, store: createStore(() => undefined) })
    game.start()
    expect(pending()).toBe(1)
    game[Symbol.dispose]()
    expect(pending()).toBe(0)
  })

  test('reads the best time of an earlier visit', () => {
    const store = createStore(() => undefined)
    store.set(BEST_KEY, '210')
    expect(new Reaction({ store }).best.value).toBe(210)
  })
})
