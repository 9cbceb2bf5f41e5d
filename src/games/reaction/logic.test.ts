import {
  bestOf,
  canStart,
  formatMs,
  MAX_WAIT_MS,
  MIN_WAIT_MS,
  type ReactionEvent,
  type ReactionState,
  randomWait,
  step,
} from './logic'

const idle: ReactionState = { kind: 'idle' }
const waiting: ReactionState = { kind: 'waiting' }
const ready: ReactionState = { kind: 'ready', since: 1000 }
const clicked: ReactionState = { kind: 'clicked', ms: 250 }
const tooSoon: ReactionState = { kind: 'tooSoon' }
const start: ReactionEvent = { type: 'start' }
const go: ReactionEvent = { type: 'go', now: 1000 }
const click: ReactionEvent = { type: 'click', now: 1234.4 }

describe('reaction state machine', () => {
  test.each<[string, ReactionState, ReactionEvent, ReactionState]>([
    ['Start from idle waits', idle, start, waiting],
    ['Start while waiting is ignored', waiting, start, waiting],
    ['Start while ready is ignored', ready, start, ready],
    ['Try Again after a result waits', clicked, start, waiting],
    ['Try Again after too soon waits', tooSoon, start, waiting],
    ['the timer makes it ready', waiting, go, { kind: 'ready', since: 1000 }],
    ['a late timer elsewhere changes nothing', tooSoon, go, tooSoon],
    ['a click while waiting is too soon', waiting, click, tooSoon],
    ['a click when ready measures the time', ready, click, { kind: 'clicked', ms: 234 }],
    ['a click when idle does nothing', idle, click, idle],
    ['a second click after a result does nothing', clicked, click, clicked],
    ['a click after too soon does nothing', tooSoon, click, tooSoon],
  ])('%s', (_name, state, event, expected) => {
    expect(step(state, event)).toEqual(expected)
  })

  test.each([
    ['idle', true],
    ['waiting', false],
    ['ready', false],
    ['clicked', true],
    ['tooSoon', true],
  ] as const)('Start enabled in %s: %s', (kind, enabled) => {
    expect(canStart(kind)).toBe(enabled)
  })
})

describe('reaction helpers', () => {
  test.each([
    [0, MIN_WAIT_MS],
    [0.5, 3500],
    [0.99999, MAX_WAIT_MS],
  ])('random draw %f waits %i ms', (draw, ms) => {
    expect(randomWait(() => draw)).toBe(ms)
  })

  test.each([
    [null, 300, 300],
    [250, 300, 250],
    [250, 200, 200],
  ])('best of %s and %i is %i', (best, ms, expected) => {
    expect(bestOf(best, ms)).toBe(expected)
  })

  test('times read as "N ms"', () => {
    expect(formatMs(187)).toBe('187 ms')
  })
})
