// @vitest-environment happy-dom
import type { Mock } from 'vitest'
import { buildHeadScript } from '../../scripts/plugins/head-scripts'
import { documentTitle, lazyRoutes } from '../routes'
import { ADDRESSES, hashOf } from '../test/addresses'
import {
  type BootPlan,
  DEEP_LINK,
  EARLY_INPUT,
  SNAPSHOT_MARK,
  SNAPSHOT_POLICY,
  SNAPSHOT_WAIT_MS,
  WORKER_REPLACED,
} from './contract'
import type { EarlyInput } from './earlyInput'

// The head script as it ships: index.html's inline script, built from indexScript.ts by the
// build's own step (scripts/plugins/head-scripts.ts), with this plan in it. It runs as the page runs
// it, with one stand-in: the page's `import()` of the app's entry is `load`, as the test
// environment has no module loader. Not in the mutation runs (vitest.mutation.config.ts):
// Stryker's instrumented source is not what the build bundles.
let script = ''
beforeAll(async () => {
  script = (await buildHeadScript('index'))(PLAN)
  expect(script.split('import(').length, 'the head script imports in one place').toBe(2)
}, 30_000)
const runBoot = (load: (url: string) => Promise<unknown>) =>
  new Function('load', script.replace('import(', 'load('))(load)

const [{ path: DEEP }] = lazyRoutes as [(typeof lazyRoutes)[number]]
const PLAN: BootPlan = {
  entry: './assets/index-a.js',
  preloads: ['./assets/hooks-b.js'],
  routes: {
    [DEEP]: {
      files: ['./assets/Page-c.js', './assets/HomeLink-d.js'],
      snapshot: './assets/route-e.html',
      title: documentTitle(DEEP),
    },
  },
  mark: SNAPSHOT_MARK,
}
const SNAPSHOT =
  '<main><h1 tabindex="-1">Snapshot</h1><svg><use data-href="icons.svg#b"></use></svg></main>'
/** The snapshot's file, as the build writes it: the mark, then the markup. */
const FILE = `${SNAPSHOT_MARK}${SNAPSHOT}`
/** What a host answering every path with index.html sends for a snapshot it lacks. */
const INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta http-equiv="Content-Security-Policy" content="x"><title>Home</title></head><body><div id="root" data-route="/"><main><h1>Home</h1></main></div></body></html>'

/** A PerformanceObserver that reports the first contentful paint when the test says. */
class PaintObserver {
  static supportedEntryTypes: string[] = ['paint']
  static live = new Set<PaintObserver>()
  constructor(private report: (entries: { getEntriesByName(name: string): unknown[] }) => void) {}
  observe() {
    PaintObserver.live.add(this)
  }
  disconnect() {
    PaintObserver.live.delete(this)
  }
  static paint() {
    const entries = {
      getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? [{}] : []),
    }
    for (const observer of [...PaintObserver.live]) observer.report(entries)
  }
}

interface Answer {
  ok: boolean
  headers: { get(name: string): string | null }
  text(): Promise<string>
}

/** A download the test answers: `ok` with a body, an error status, or a network failure. */
function pendingFetch() {
  let answer: (response: Answer) => void = () => {}
  let fail: (error: Error) => void = () => {}
  const fetch = vi.fn(
    () =>
      new Promise((resolve, reject) => {
        answer = resolve
        fail = reject
      }),
  )
  vi.stubGlobal('fetch', fetch)
  return {
    fetch,
    arrive: async (body = FILE, type: string | null = 'text/html; charset=utf-8') => {
      const headers = {
        get: (name: string) => (name.toLowerCase() === 'content-type' ? type : null),
      }
      answer({ ok: true, headers, text: async () => body })
      await vi.advanceTimersByTimeAsync(0)
    },
    status: async (ok: boolean) => {
      answer({ ok, headers: { get: () => null }, text: async () => '' })
      await vi.advanceTimersByTimeAsync(0)
    },
    fail: async () => {
      fail(new TypeError('Failed to fetch'))
      await vi.advanceTimersByTimeAsync(0)
    },
  }
}

const html = document.documentElement
const root = () => document.getElementById('root')!
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((l) =>
    l.getAttribute('href'),
  )
let load: Mock<(url: string) => Promise<unknown>>

function start(hash: string) {
  location.hash = hash
  load = vi.fn((_url: string) => Promise.resolve())
  runBoot(load)
}

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
  })
  vi.stubGlobal('PerformanceObserver', PaintObserver)
  PaintObserver.supportedEntryTypes = ['paint']
  PaintObserver.live.clear()
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
  html.className = ''
  delete html.dataset.app
  document.head.replaceChildren()
  document.title = 'Home'
  document.body.innerHTML =
    '<div id="root" data-route="/"><h1 tabindex="-1">Home</h1><svg><use data-href="icons.svg#a"></use></svg></div>'
})
afterEach(() => {
  // The app begins: the head script lets go of the page's input and its links.
  inbox()?.stop()
  html.dataset.app = 'live'
  window.dispatchEvent(new HashChangeEvent('hashchange'))
  vi.useRealTimers()
})

const inbox = () => (window as unknown as Record<string, EarlyInput | undefined>)[EARLY_INPUT]

describe('Home', () => {
  test("the app's code downloads at once and runs after the first contentful paint, once", async () => {
    start('#/')
    expect(preloads()).toEqual([PLAN.entry, ...PLAN.preloads])
    await vi.advanceTimersByTimeAsync(500)
    expect(load).not.toHaveBeenCalled()
    expect(document.querySelector('use')!.getAttribute('href')).toBeNull()

    PaintObserver.paint()
    expect(load.mock.calls).toEqual([[PLAN.entry]])
    // The app points the icons at their sprite, once it has hydrated the page.
    await vi.advanceTimersByTimeAsync(0)
    expect(document.querySelector('use')!.getAttribute('href')).toBeNull()
    expect(preloads()).toEqual([PLAN.entry, ...PLAN.preloads])
    expect(html.classList.contains(DEEP_LINK)).toBe(false)
    // Whatever else would have started it has gone with it.
    expect(vi.getTimerCount()).toBe(0)
    expect(PaintObserver.live.size).toBe(0)
  })

  test("when the app's code fails to load, the icons get their sprite and the failure is reported", async () => {
    const reportError = vi.fn()
    vi.stubGlobal('reportError', reportError)
    start('#/')
    const failure = new TypeError('Failed to fetch dynamically imported module')
    load.mockRejectedValueOnce(failure)
    PaintObserver.paint()
    await vi.advanceTimersByTimeAsync(0)
    expect(document.querySelector('use')!.getAttribute('href')).toBe('icons.svg#a')
    expect(document.querySelector('use')!.hasAttribute('data-href')).toBe(false)
    expect(reportError.mock.calls).toEqual([[failure]])
  })

  test.each(['beforeunload', 'pagehide'])(
    'a download the visitor stops by leaving (%s) is no failure: nothing is reported',
    async (type) => {
      const reportError = vi.fn()
      vi.stubGlobal('reportError', reportError)
      start('#/')
      let reject: (error: unknown) => void = () => {}
      load.mockReturnValueOnce(new Promise((_, no) => (reject = no)))
      PaintObserver.paint()
      window.dispatchEvent(new Event(type))
      reject(new TypeError('error loading dynamically imported module'))
      await vi.advanceTimersByTimeAsync(0)
      expect(document.querySelector('use')!.getAttribute('href')).toBe('icons.svg#a')
      expect(reportError).not.toHaveBeenCalled()
    },
  )

  test('a hidden tab paints nothing: the app starts at once', () => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    start('#/')
    expect(load).toHaveBeenCalledTimes(1)
  })

  test('a tab hidden before its first paint starts the app then', () => {
    start('#/')
    document.dispatchEvent(new Event('visibilitychange'))
    expect(load).toHaveBeenCalledTimes(1)
  })

  test('where the engine has no paint timing, the app starts two frames on', async () => {
    PaintObserver.supportedEntryTypes = []
    start('#/')
    expect(load).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(100)
    expect(load).toHaveBeenCalledTimes(1)
  })

  test('with no paint reported, the app starts after 3 s at the latest', async () => {
    start('#/')
    await vi.advanceTimersByTimeAsync(2999)
    expect(load).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(load).toHaveBeenCalledTimes(1)
    PaintObserver.paint()
    expect(load).toHaveBeenCalledTimes(1)
  })
})

describe('a deep link', () => {
  test('hides Home, shows its snapshot with its route and title, and starts the app once that has painted', async () => {
    const snapshot = pendingFetch()
    // The snapshot, which is what paints, is asked for before the code.
    let preloadsBeforeSnapshot: unknown[] | undefined
    const answer = snapshot.fetch.getMockImplementation()!
    snapshot.fetch.mockImplementationOnce(() => {
      preloadsBeforeSnapshot = preloads()
      return answer()
    })
    start(`#${DEEP}`)
    expect(preloadsBeforeSnapshot).toEqual([])
    expect(html.classList.contains(DEEP_LINK)).toBe(true)
    expect(snapshot.fetch.mock.calls).toEqual([[PLAN.routes[DEEP]!.snapshot]])
    expect(preloads()).toEqual([PLAN.entry, ...PLAN.preloads, ...PLAN.routes[DEEP]!.files])
    expect(load).not.toHaveBeenCalled()

    await snapshot.arrive()
    expect(root().innerHTML).toBe(SNAPSHOT)
    expect(root().dataset.route).toBe(DEEP)
    expect(document.title).toBe(documentTitle(DEEP))
    expect(html.classList.contains(DEEP_LINK)).toBe(false)
    expect(load).not.toHaveBeenCalled()

    PaintObserver.paint()
    expect(load.mock.calls).toEqual([[PLAN.entry]])
    expect(vi.getTimerCount()).toBe(0)
  })

  test.each([
    ['answers with an error status', (s: ReturnType<typeof pendingFetch>) => s.status(false)],
    ['fails to download', (s: ReturnType<typeof pendingFetch>) => s.fail()],
  ])('a snapshot that %s shows nothing, and the app starts at once', async (_, failure) => {
    const snapshot = pendingFetch()
    start(`#${DEEP}`)
    await failure(snapshot)
    expect(load).toHaveBeenCalledTimes(1)
    expect(root().dataset.route).toBe('/')
    expect(root().textContent).toBe('Home')
    // Home stays hidden: the app shows the route when it renders.
    expect(html.classList.contains(DEEP_LINK)).toBe(true)
  })

  test.each([
    ['the whole page (a host answering every path with index.html)', INDEX_HTML, 'text/html'],
    ['markup without the mark', SNAPSHOT, 'text/html; charset=utf-8'],
    ['the mark and markup in JavaScript', FILE, 'text/javascript'],
    ['the mark and markup with no type', FILE, null],
  ])(
    'an answer of %s is no snapshot: nothing is shown, and the app starts at once',
    async (_, body, type) => {
      const title = document.title
      const snapshot = pendingFetch()
      start(`#${DEEP}`)
      await snapshot.arrive(body, type)
      expect(load).toHaveBeenCalledTimes(1)
      expect(root().dataset.route).toBe('/')
      expect(root().textContent).toBe('Home')
      expect(document.querySelectorAll('#root, #root title, #root meta').length).toBe(1)
      expect(document.title).toBe(title)
      expect(html.classList.contains(DEEP_LINK)).toBe(true)
    },
  )

  test('a snapshot later than the plan waits holds the app back no longer', async () => {
    const snapshot = pendingFetch()
    start(`#${DEEP}`)
    await vi.advanceTimersByTimeAsync(SNAPSHOT_WAIT_MS - 1)
    expect(load).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(load).toHaveBeenCalledTimes(1)
    // Still before the app has begun (it marks `data-app`): shown all the same.
    await snapshot.arrive()
    expect(root().dataset.route).toBe(DEEP)
    expect(load).toHaveBeenCalledTimes(1)
  })

  test('a snapshot arriving after the app has begun is not shown', async () => {
    const snapshot = pendingFetch()
    start(`#${DEEP}`)
    await vi.advanceTimersByTimeAsync(SNAPSHOT_WAIT_MS)
    html.dataset.app = 'starting'
    root().replaceChildren('The app')
    await snapshot.arrive()
    expect(root().textContent).toBe('The app')
  })

  test('a visitor who went elsewhere meanwhile does not get the snapshot', async () => {
    const snapshot = pendingFetch()
    start(`#${DEEP}`)
    location.hash = '#/'
    await snapshot.arrive()
    expect(root().dataset.route).toBe('/')
  })

  test('an address of no route (the 404) starts the app at once, with no snapshot', () => {
    const snapshot = pendingFetch()
    start('#/no-such-page')
    expect(html.classList.contains(DEEP_LINK)).toBe(true)
    expect(snapshot.fetch).not.toHaveBeenCalled()
    expect(load).toHaveBeenCalledTimes(1)
  })
})

describe('Trusted Types', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'trustedTypes')
  })

  test('the markup goes in through the policy the plan names', async () => {
    const createHTML = vi.fn((markup: string) => ({ toString: () => markup }))
    const createPolicy = vi.fn((_name: string, _rules: unknown) => ({ createHTML }))
    Object.assign(window, { trustedTypes: { createPolicy } })
    const snapshot = pendingFetch()
    start(`#${DEEP}`)
    await snapshot.arrive()
    expect(createPolicy.mock.calls[0]?.[0]).toBe(SNAPSHOT_POLICY)
    expect(createHTML.mock.calls).toEqual([[SNAPSHOT]])
    expect(root().innerHTML).toBe(SNAPSHOT)
  })

  test('a policy the page refuses means no snapshot, and the app starts at once', () => {
    const createPolicy = vi.fn((_name: string, _rules: unknown) => {
      throw new TypeError('Policy "snapshot" disallowed.')
    })
    Object.assign(window, { trustedTypes: { createPolicy } })
    const snapshot = pendingFetch()
    start(`#${DEEP}`)
    expect(snapshot.fetch).not.toHaveBeenCalled()
    expect(load).toHaveBeenCalledTimes(1)
  })
})

describe('before the app begins', () => {
  test('keys typed and buttons pressed are held for the app; once it has begun, they are its own', () => {
    root().insertAdjacentHTML('beforeend', '<button type="button">Skip to content</button>')
    const button = root().querySelector('button')!
    const pressed = vi.fn()
    button.addEventListener('click', pressed)
    start('#/')
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'g', bubbles: true }))
    button.click()
    expect(inbox()?.keys.map((k) => [k.key, k.target])).toEqual([['g', document.body]])
    expect(inbox()?.presses).toEqual([button])
    expect(pressed).not.toHaveBeenCalled()

    html.dataset.app = 'live'
    button.click()
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }))
    expect(pressed).toHaveBeenCalledTimes(1)
    expect(inbox()?.keys).toHaveLength(1)
  })

  test("a link followed shows its route's snapshot, title and focus, and Home again on the way back", async () => {
    const snapshot = pendingFetch()
    start('#/')
    PaintObserver.paint()
    location.hash = `#${DEEP}`
    window.dispatchEvent(new HashChangeEvent('hashchange'))
    expect(snapshot.fetch.mock.calls).toEqual([[PLAN.routes[DEEP]!.snapshot]])
    await snapshot.arrive()
    expect(root().dataset.route).toBe(DEEP)
    expect(document.title).toBe(documentTitle(DEEP))
    expect(document.activeElement?.textContent).toBe('Snapshot')

    location.hash = '#/'
    window.dispatchEvent(new HashChangeEvent('hashchange'))
    expect(root().dataset.route).toBe('/')
    expect(document.title).toBe('Home')
    expect(document.activeElement?.textContent).toBe('Home')
  })

  test('once the app has begun, a link is the app’s to follow', async () => {
    const snapshot = pendingFetch()
    start('#/')
    html.dataset.app = 'live'
    location.hash = `#${DEEP}`
    window.dispatchEvent(new HashChangeEvent('hashchange'))
    expect(snapshot.fetch).not.toHaveBeenCalled()
    expect(root().dataset.route).toBe('/')
  })
})

test.each(ADDRESSES)('$address is read as the app reads it: $path', ({ address, path }) => {
  const snapshot = pendingFetch()
  start(hashOf(address))
  expect(html.classList.contains(DEEP_LINK)).toBe(path !== '/')
  expect(snapshot.fetch.mock.calls).toEqual(path === DEEP ? [[PLAN.routes[DEEP]!.snapshot]] : [])
})

describe("a new deploy's service worker", () => {
  /** navigator.serviceWorker, controlled or not: `takeOver()` is a new worker claiming the page. */
  function workers(controlled: boolean) {
    const container = new EventTarget() as EventTarget & { controller: object | null }
    container.controller = controlled ? {} : null
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container })
    return () => {
      container.controller = {}
      container.dispatchEvent(new Event('controllerchange'))
    }
  }
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker')
  })

  test('taking control before the app runs is marked for the app (src/lib/offline.ts)', () => {
    const takeOver = workers(true)
    start('#/')
    expect(html.classList.contains(WORKER_REPLACED)).toBe(false)
    takeOver()
    expect(html.classList.contains(WORKER_REPLACED)).toBe(true)
  })

  test('the first worker taking control of a first visit is no takeover', () => {
    const takeOver = workers(false)
    start('#/')
    takeOver()
    expect(html.classList.contains(WORKER_REPLACED)).toBe(false)
  })
})
