import type { Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { games } from '../../src/games/registry'
import { FIRST_COURSE_HEADING } from '../content'
import { clickFirstControl, openGame } from './abuse-kit'
import { frames, pageOpener, startupDone } from './harness'

// Chromium's alone: it counts timers and listeners with a script run before the page's own,
// which WebKit's classic WebDriver cannot add. What it checks is the app's own code (each game
// and the dialog leave nothing behind), not an engine's.
const open = pageOpener()

/**
 * Counts live timers (set, not yet fired or cleared) and live event listeners
 * (added, not removed; on window, document, connected nodes and non-node targets
 * such as media queries). Nodes that left the document are not counted: their
 * listeners go with them. `__live()` returns the counts and what is live, by kind.
 */
const COUNT_LIVE = `(() => {
  const timeouts = new Map()
  const intervals = new Map()
  const where = () => (new Error().stack || '').split('\\n').slice(3, 5).join(' | ').trim()
  const { setTimeout: st, clearTimeout: ct, setInterval: si, clearInterval: ci } = window
  window.setTimeout = function (fn, ms, ...args) {
    let id
    const run = typeof fn === 'function' ? function (...a) { timeouts.delete(id); return fn.apply(this, a) } : fn
    id = st.call(window, run, ms, ...args)
    timeouts.set(id, 'timeout ' + ms + 'ms ' + where())
    return id
  }
  window.setInterval = function (fn, ms, ...args) {
    const id = si.call(window, fn, ms, ...args)
    intervals.set(id, 'interval ' + ms + 'ms ' + where())
    return id
  }
  // The two clear functions are interchangeable in browsers.
  window.clearTimeout = function (id) { timeouts.delete(id); intervals.delete(id); return ct.call(window, id) }
  window.clearInterval = function (id) { timeouts.delete(id); intervals.delete(id); return ci.call(window, id) }

  const listeners = new Map()
  const proto = EventTarget.prototype
  const add = proto.addEventListener
  const remove = proto.removeEventListener
  const keyOf = (type, options) =>
    type + (typeof options === 'boolean' ? options : !!(options && options.capture) ? ' capture' : '')
  proto.addEventListener = function (type, listener, options) {
    if (listener) {
      const key = keyOf(type, options)
      let byKey = listeners.get(this)
      if (!byKey) listeners.set(this, (byKey = new Map()))
      let set = byKey.get(key)
      if (!set) byKey.set(key, (set = new Set()))
      set.add(listener)
      const capture = typeof options === 'boolean' ? options : !!(options && options.capture)
      if (options && options.once) add.call(this, type, () => set.delete(listener), { once: true, capture })
      if (options && options.signal) add.call(options.signal, 'abort', () => set.delete(listener), { once: true })
    }
    return add.call(this, type, listener, options)
  }
  proto.removeEventListener = function (type, listener, options) {
    listeners.get(this)?.get(keyOf(type, options))?.delete(listener)
    return remove.call(this, type, listener, options)
  }
  const nameOf = (target) =>
    target === window ? 'window' : target === document ? 'document'
      : target instanceof Element ? target.tagName.toLowerCase() + (target.id ? '#' + target.id : '')
      : target.constructor.name

  window.__live = () => {
    const live = []
    for (const [target, byKey] of listeners) {
      if (target instanceof Node && target !== document && !target.isConnected) continue
      for (const [key, set] of byKey) for (let i = 0; i < set.size; i++) live.push(nameOf(target) + ' ' + key)
    }
    return {
      timers: timeouts.size + intervals.size,
      listeners: live.length,
      timerList: [...timeouts.values(), ...intervals.values()].sort(),
      listenerList: live.sort(),
    }
  }
})()`

interface Live {
  timers: number
  listeners: number
  timerList: string[]
  listenerList: string[]
}
const live = (page: Page) => page.evaluate(() => (window as unknown as { __live(): Live }).__live())

/** Courses, counting what is live, once the page has finished starting up. */
async function counting(): Promise<Page> {
  const { page } = await open('/courses', { initScript: COUNT_LIVE })
  await page.getByRole('heading', { name: FIRST_COURSE_HEADING, exact: true }).waitFor()
  await startupDone(page)
  return page
}

// Something each game does that sets timers or listeners, so closing has to undo it; a game
// not named here gets a click on its first control.
const PLAY: Record<string, (page: Page) => Promise<void>> = {
  guess: async (page) => {
    await page.keyboard.type('50')
    await page.keyboard.press('Enter')
  },
  g2048: (page) => page.keyboard.press('ArrowLeft'),
  hanoi: (page) => page.getByRole('button', { name: 'Rod 1' }).click(),
  simon: (page) => page.getByRole('dialog').getByRole('button', { name: 'Start' }).click(),
  reaction: (page) => page.getByRole('dialog').getByRole('button', { name: 'Start' }).click(),
}

// Every combination of playing or not and closing by Escape or by Close Game, once each
// (cycles 0 to 3): a leak left by any of them shows after that one cycle, since the counts
// must come back exactly to the baseline. More cycles would add time, not proof.
const CYCLES = 4

test.each(games)(
  `opening and closing $title ${CYCLES} times leaves no timer or listener behind`,
  async (game) => {
    const page = await counting()
    // Load the game's code once, so the baseline holds all of it.
    await openGame(page, game)
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await frames(page)
    const baseline = await live(page)

    for (let i = 0; i < CYCLES; i++) {
      await openGame(page, game)
      if (i % 2 === 0) await (PLAY[game.id] ?? clickFirstControl)(page)
      if (i === 0) {
        // The count sees what an open game holds: at least the dialog's key listener.
        const during = await live(page)
        const keydowns = (l: Live) => l.listenerList.filter((x) => x === 'window keydown').length
        expect(keydowns(during)).toBeGreaterThan(keydowns(baseline))
        if (game.id === 'simon' || game.id === 'reaction') {
          expect(during.timers).toBeGreaterThan(baseline.timers)
        }
      }
      if (i % 3 === 0) await page.keyboard.press('Escape')
      else await page.getByRole('button', { name: 'Close Game' }).click()
      await page.getByRole('dialog').waitFor({ state: 'detached' })
    }

    // Cleanups Preact defers run after the next paint; then no tolerance at all. (The
    // harness fails the test on any console message.)
    await frames(page)
    const after = await live(page)
    expect(after.listenerList).toEqual(baseline.listenerList)
    expect(after.timerList).toEqual(baseline.timerList)
  },
)

test('the counts see a timer and a listener left behind', async () => {
  const page = await counting()
  const before = await live(page)
  await page.evaluate(() => {
    setTimeout(() => {}, 60_000)
    setInterval(() => {}, 60_000)
    const handler = () => {}
    window.addEventListener('resize', () => {})
    document.body.addEventListener('click', handler, { once: true })
    document.addEventListener('keyup', handler)
    document.removeEventListener('keyup', handler)
    clearTimeout(setTimeout(() => {}, 10))
  })
  const after = await live(page)
  expect(after.timers - before.timers).toBe(2)
  expect(after.listeners - before.listeners).toBe(2)
  await page.mouse.click(5, 400)
  expect((await live(page)).listeners - before.listeners).toBe(1)
})
