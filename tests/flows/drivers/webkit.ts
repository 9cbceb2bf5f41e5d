import { type ChildProcess, spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { remote } from 'webdriverio'
import { findBrowser, howToGet } from '../../../scripts/lib/browsers.mjs'
import { freePort } from '../../free-port'
import { chord, WEBDRIVER_KEYS } from './keys'
import { ABILITIES, type Engine, type EnginePage, type OpenOptions, type Point } from './types'

/** The MiniBrowser that webkit2gtk-driver drives (x86-64 or ARM); WEBKIT_BROWSER picks another. */
export const miniBrowserPath = () => {
  const found = findBrowser('miniBrowser')
  if (!found) throw new Error(`No WebKitGTK MiniBrowser found: ${howToGet('miniBrowser')}.`)
  return found
}

type Session = Awaited<ReturnType<typeof remote>>

/**
 * WebKitGTK over classic WebDriver: WebKitWebDriver on a free port, in the Xvfb display
 * (WebGL 2 works only with a display), driven by webdriverio's `remote()`. Each page is a
 * WebDriver session, that is a fresh MiniBrowser: classic WebDriver has no other isolation.
 * Classic WebDriver has no console events: the served pages carry the problem probe
 * (PROBE_SOURCE in tests/engines/global-setup.ts), which this driver reads.
 */
export function webkit(display: string, scratch: string): Engine {
  let driver: Promise<Driver> | undefined
  const start = () => {
    driver ??= (async () => {
      const port = await freePort()
      const child = spawn('WebKitWebDriver', [`--port=${port}`], {
        env: { ...process.env, DISPLAY: display },
        stdio: 'ignore',
      })
      // The driver serves every file the worker runs; the run's teardown ends it.
      writeFileSync(join(scratch, `${child.pid}.pid`), '')
      return { port, child }
    })()
    return driver
  }
  const ask = ({ port }: Driver) =>
    remote({
      hostname: '127.0.0.1',
      port,
      logLevel: 'error',
      connectionRetryCount: 10,
      capabilities: {
        browserName: 'MiniBrowser',
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': { binary: miniBrowserPath(), args: ['--automation'] },
      } as WebdriverIO.Capabilities,
    })
  // A session starts in about half a second; now and then (two of 51 sessions in a run beside
  // Firefox) the driver leaves the request unanswered: webdriverio would give up two minutes
  // later, and the test's retry begin. Past SESSION_START_MS that driver is ended (SIGKILL: a
  // hung process may not heed less; its MiniBrowser ends with the run's Xvfb) and a new one is
  // asked, once.
  const newSession = async (): Promise<Session> => {
    for (let attempt = 1; ; attempt++) {
      const current = await start()
      const asked = ask(current)
      const session = await within(asked, SESSION_START_MS)
      if (session) return session
      // The abandoned request fails when its driver ends: that is no error of the test's.
      asked.then((late) => late.deleteSession()).catch(() => {})
      current.child.kill('SIGKILL')
      if (driver && (await driver) === current) driver = undefined
      if (attempt === 2) {
        throw new Error(`WebKitWebDriver started no session in ${SESSION_START_MS / 1000} s, twice`)
      }
    }
  }
  return {
    name: 'webkit',
    abilities: ABILITIES.webkit,
    async open(options: OpenOptions = {}) {
      if (options.reducedMotion) throw new Error('WebKitGTK cannot be asked for reduced motion')
      if (options.overrideColours) throw new Error("WebKitGTK cannot override the page's colours")
      const session = await newSession()
      await fitViewport(session, options.width ?? 1280, options.height ?? 800)
      return webkitPage(session)
    },
  }
}

type Driver = { port: number; child: ChildProcess }

/**
 * How long a new session may take before its driver is replaced: some 0.5 s is usual (30
 * sessions one after the other, load 1.5). With Firefox's run beside it on two cores, 49 of
 * 51 sessions started in 0.27-2.52 s (median 0.49 s) and two never did; their new drivers'
 * sessions started in 1.3 and 0.9 s. Ten seconds is four times the slowest start seen.
 */
const SESSION_START_MS = 10_000

/** What `promise` gives within `ms`, or nothing if it has not settled by then. */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: number | undefined
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, ms)
  })
  try {
    return await Promise.race([promise, late])
  } finally {
    clearTimeout(timer)
  }
}

/** Sizes the window so that the viewport (not the window) is `width` × `height`. */
async function fitViewport(session: Session, width: number, height: number) {
  await session.setWindowSize(width, height)
  const inner = (await session.execute(() => [innerWidth, innerHeight])) as [number, number]
  if (inner[0] !== width || inner[1] !== height) {
    await session.setWindowSize(width + (width - inner[0]), height + (height - inner[1]))
  }
}

function webkitPage(session: Session): EnginePage {
  const earlier: string[] = []
  const probed = async () =>
    (await session
      .execute(() => (window as { __problems?: string[] }).__problems ?? [])
      .catch(() => [])) as string[]
  const steps = 10
  const key = (k: string) => WEBDRIVER_KEYS[k] ?? k
  // Each key pressed and released in turn: webdriverio's keys() releases a key sent twice
  // in a row instead of pressing it again ("hello" arrived as "helo").
  const typeKeys = async (keys: string[]) => {
    let action = session.action('key')
    for (const k of keys) action = action.down(k).up(k)
    await action.perform()
  }
  return {
    async goto(url) {
      earlier.push(...(await probed()))
      await session.url(url)
    },
    resize: (width, height) => fitViewport(session, width, height),
    async reload() {
      earlier.push(...(await probed()))
      await session.refresh()
    },
    title: () => session.getTitle(),
    async click(selector) {
      await (await session.$(selector)).click()
    },
    text: (selector) =>
      session.execute(
        (sel: string) => document.querySelector(sel)?.textContent?.trim() ?? '',
        selector,
      ),
    attribute: (selector, name) =>
      session.execute(
        (sel: string, n: string) => document.querySelector(sel)?.getAttribute(n) ?? null,
        selector,
        name,
      ),
    async type(selector, text) {
      await (await session.$(selector)).click()
      await typeKeys([...text])
    },
    keys: (text) => typeKeys([...text]),
    async press(keys) {
      // A chord's keys go down in order and come up in reverse.
      const held = chord(keys).map(key)
      let action = session.action('key')
      for (const k of held) action = action.down(k)
      for (const k of held.reverse()) action = action.up(k)
      await action.perform()
    },
    evaluate: (fn, ...args) => session.execute(fn as never, ...args) as never,
    async acceptAlert(action) {
      await action()
      // Classic WebDriver has no prompt event: ask until the alert is there.
      const deadline = Date.now() + 10_000
      for (;;) {
        const text = await session.getAlertText().catch(() => null)
        if (text !== null) {
          await session.acceptAlert()
          return text
        }
        if (Date.now() > deadline) throw new Error('No alert opened')
      }
    },
    screenshot: async () => Buffer.from(await session.takeScreenshot(), 'base64'),
    hover: (to) =>
      session
        .action('pointer', { parameters: { pointerType: 'mouse' } })
        .move({ ...to, origin: 'viewport' })
        .perform(),
    async drag(from: Point, by: Point, pointer) {
      const at = (i: number) => ({
        x: Math.round(from.x + (by.x * i) / steps),
        y: Math.round(from.y + (by.y * i) / steps),
      })
      let action = session
        .action('pointer', { parameters: { pointerType: pointer } })
        .move({ ...at(0), origin: 'viewport' })
        .down()
      for (let i = 1; i <= steps; i++)
        action = action.move({ ...at(i), origin: 'viewport', duration: 16 })
      await action.up().perform()
    },
    problems: async () => [...earlier, ...(await probed())],
    async close() {
      await session.deleteSession().catch(() => {})
    },
  }
}
