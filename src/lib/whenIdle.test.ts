import { whenIdle } from './whenIdle'

/** A window as whenIdle sees it: its document's state, its load event, and idle callbacks or not. */
function fakeWindow({ loaded = true, idleCallbacks = true } = {}) {
  const load = new EventTarget()
  const idle: (() => void)[] = []
  const win = {
    document: { readyState: loaded ? 'complete' : 'interactive' },
    addEventListener: load.addEventListener.bind(load),
    removeEventListener: load.removeEventListener.bind(load),
    setTimeout: (task: () => void, ms: number) => setTimeout(task, ms),
    clearTimeout: (id: number) => clearTimeout(id),
    ...(idleCallbacks && {
      requestIdleCallback: (task: () => void) => idle.push(task),
      cancelIdleCallback: vi.fn(),
    }),
  }
  return { win: win as unknown as Window, idle, loads: () => load.dispatchEvent(new Event('load')) }
}

test('waits for an idle callback once the page has loaded, and can be cancelled', () => {
  const { win, idle } = fakeWindow()
  const task = vi.fn()
  const cancel = whenIdle(task, win)
  expect(task).not.toHaveBeenCalled()
  idle[0]?.()
  expect(task).toHaveBeenCalledOnce()
  cancel()
  expect(win.cancelIdleCallback).toHaveBeenCalledWith(1)
})

test('a page still loading waits for its load event first', () => {
  const { win, idle, loads } = fakeWindow({ loaded: false })
  const task = vi.fn()
  whenIdle(task, win)
  expect(idle).toHaveLength(0)
  loads()
  idle[0]?.()
  expect(task).toHaveBeenCalledOnce()
})

test('cancelled before the page has loaded, nothing runs', () => {
  const { win, idle, loads } = fakeWindow({ loaded: false })
  whenIdle(vi.fn(), win)()
  loads()
  expect(idle).toHaveLength(0)
})

test('without idle callbacks, a short timeout, which a cancel clears', () => {
  vi.useFakeTimers()
  try {
    const task = vi.fn()
    whenIdle(task, fakeWindow({ idleCallbacks: false }).win)
    expect(task).not.toHaveBeenCalled()
    vi.advanceTimersByTime(300)
    expect(task).toHaveBeenCalledOnce()
    const cancelled = vi.fn()
    whenIdle(cancelled, fakeWindow({ idleCallbacks: false }).win)()
    vi.advanceTimersByTime(1000)
    expect(cancelled).not.toHaveBeenCalled()
  } finally {
    vi.useRealTimers()
  }
})
