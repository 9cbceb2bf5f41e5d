import { createStore } from '../../lib/storage'
import { BEST_KEY, type Clock, Reaction } from './model'

/** A hand-driven clock: `tick` moves time and fires due timers. */
function manualClock() {
  let now = 0
  let pending: { at: number; run: () => void; id: number }[] = []
  let ids = 0
  const clock: Clock = {
    now: () => now,
    setTimeout(run, ms) {
      pending.push({ at: now + ms, run, id: ++ids })
      return ids
    },
    clearTimeout(id) {
      pending = pending.filter((t) => t.id !== id)
    },
  }
  const tick = (ms: number) => {
    const end = now + ms
    for (;;) {
      const due = pending.filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0]
      if (!due) break
      pending = pending.filter((t) => t !== due)
      now = due.at
      due.run()
    }
    now = end
  }
  return { clock, tick, pending: () => pending.length }
}

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

  test('stop cancels a pending wait', () => {
    const { clock, pending } = manualClock()
    const game = new Reaction({ random: () => 0, clock, store: createStore(() => undefined) })
    game.start()
    expect(pending()).toBe(1)
    game.stop()
    expect(pending()).toBe(0)
  })

  test('reads the best time of an earlier visit', () => {
    const store = createStore(() => undefined)
    store.set(BEST_KEY, '210')
    expect(new Reaction({ store }).best.value).toBe(210)
  })
})
