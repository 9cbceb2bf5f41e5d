import { effect, signal } from '@preact/signals'
import { manualClock } from '../test/manualClock'
import { createTimers } from './timers'

test('runs each timeout when due, and clearAll cancels every pending one', () => {
  const time = manualClock()
  const timers = createTimers(time.clock)
  const ran: string[] = []
  timers.after(100, () => ran.push('a'))
  timers.after(300, () => ran.push('b'))
  timers.after(200, () => ran.push('c'))
  time.tick(150)
  expect(ran).toEqual(['a'])
  timers.clearAll()
  expect(time.pending()).toBe(0)
  time.tick(1000)
  expect(ran).toEqual(['a'])
  timers.after(50, () => ran.push('d'))
  time.tick(50)
  expect(ran).toEqual(['a', 'd'])
})

test('a timeout that writes several signals is seen once, with all of them written', () => {
  const time = manualClock()
  const timers = createTimers(time.clock)
  const phase = signal('showing')
  const message = signal('Blue (1 of 1)')
  const seen: string[] = []
  const stop = effect(() => {
    seen.push(`${phase.value}: ${message.value}`)
  })
  timers.after(600, () => {
    phase.value = 'input'
    message.value = 'Your turn'
  })
  time.tick(600)
  expect(seen).toEqual(['showing: Blue (1 of 1)', 'input: Your turn'])
  stop()
})
