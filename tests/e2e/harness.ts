import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core'
import { afterEach, expect, inject } from 'vitest'
import { launchChromium } from '../../scripts/lib/browsers.mjs'
import { axeInPage } from '../axe'
import { url } from '../flows/engine'
import { FRAMES } from '../flows/pixels'

// The system Chromium (its headless shell where installed: decision 002) without background
// traffic, in two kinds. Most files need no WebGL:
// their browser has no GPU and no WebGL, so pages are composited in software, which costs
// about a third less CPU than SwiftShader's GL (the whole suite: 378 s to 260 s on two
// cores), and Home shows the sphere's static names, as on a machine without WebGL. The files
// where the 3D sphere must draw ask for `pageOpener({ webgl: true })`: SwiftShader's WebGL,
// composited by SwiftShader too (composited in software, a WebGL canvas is read back every
// frame and Chromium warns of the stall).
const QUIET = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]
const NO_GPU = ['--disable-gpu', '--disable-webgl']
const WEBGL = ['--use-angle=swiftshader', '--enable-unsafe-swiftshader']

export const baseURL = (): string => inject('baseURL')

const CSP_LISTENER = `document.addEventListener('securitypolicyviolation', (e) =>
  console.error('CSP violation: ' + e.violatedDirective + ' blocked ' + (e.blockedURI || 'inline')))`

// URL of a hash route on the built site, e.g. url('/projects'): the flows' own.
export { url }

// One browser per worker and per set of flags, reused by every test file the worker runs
// (the e2e config does not isolate files); Playwright closes it when the worker exits.
const browsers = new Map<string, Promise<Browser>>()
function browserFor(args: string[]): Promise<Browser> {
  const key = args.join(' ')
  let browser = browsers.get(key)
  if (!browser) {
    browser = launchChromium([...QUIET, ...args], true)
    browsers.set(key, browser)
  }
  return browser
}

export interface Session {
  page: Page
  context: BrowserContext
  /**
   * Console errors, warnings and failed asserts, page errors and CSP violations from every
   * page and worker of the context (popups and the service worker included). Every test
   * expects none: a fault test takes out exactly the lines it causes with expectProblems.
   */
  problems: string[]
  /** JavaScript runs in its pages. */
  scripts: boolean
}

export interface OpenOptions extends BrowserContextOptions {
  width?: number
  height?: number
  initScript?: string
  /** Install Playwright's clock (at this time when a date) before any page loads. */
  clock?: true | Date
}

const REPORTED = new Set(['error', 'warning', 'assert'])
// Playwright's own note when a context that blocks service workers sees one registered.
const BLOCKED_WORKER = 'Service Worker registration blocked by Playwright'

/** The app has run: its listeners are in place (main.tsx marks <html data-app="live">). */
export const appLive = (page: Page) =>
  page.waitForSelector('html[data-app="live"]', { state: 'attached' })

/** Waits for `count` animation frames of the page: its own pace, however busy the machine. */
export const frames = (page: Page, count = 2) => page.evaluate(FRAMES, count)

/** Waits until the page has been idle once after this call (deferred work has had its turn). */
export const pageIdle = (page: Page) =>
  page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => done())))

/**
 * The page has finished starting up: the service worker's code, the last thing the app
 * loads after the page settles, has been fetched (the worker itself is blocked by default).
 */
export const startupDone = (page: Page) =>
  page.waitForFunction(() =>
    performance
      .getEntriesByType('resource')
      .some((entry) => /\/assets\/workbox-window[\w.-]*\.js$/.test(entry.name)),
  )

// Lets work already queued in the page run (a task turn, which fake clocks do not pause),
// so what it reports lands in the test that caused it.
const settle = (page: Page) =>
  page
    .evaluate(
      () =>
        new Promise<void>((done) => {
          const channel = new MessageChannel()
          channel.port1.onmessage = () => done()
          channel.port2.postMessage(null)
        }),
    )
    .catch(() => {})

/**
 * After a test: lets each page settle, closes the contexts, and only then reads what they
 * reported, so a problem that came after the test's last step still counts.
 */
export async function finish(done: readonly Session[]): Promise<string[]> {
  for (const s of done.filter((s) => s.scripts))
    for (const page of s.context.pages()) await settle(page)
  for (const s of done) await s.context.close()
  return done.flatMap((s) => s.problems)
}

/**
 * Returns a function that opens a fresh browser context and page, on the worker's shared
 * browser (the one with WebGL when `webgl`). Service workers are blocked unless a test allows them. Opening a route waits
 * until the app is live. After each test the pages settle and the contexts close; then any
 * problem collected, however late it came, fails the test.
 */
export function pageOpener({ webgl = false }: { webgl?: boolean } = {}) {
  const sessions: Session[] = []
  afterEach(async () => {
    const problems = await finish(sessions.splice(0))
    expect(problems, 'console errors, warnings or page errors').toEqual([])
  })
  return async function open(route: string | null, options: OpenOptions = {}): Promise<Session> {
    const session = await openSession(options, { webgl })
    sessions.push(session)
    if (route !== null) {
      await session.page.goto(url(route))
      if (session.scripts) await appLive(session.page)
    }
    return session
  }
}

/**
 * A fresh browser context and page on the worker's shared browser (the one with WebGL when
 * `webgl`), collecting what its pages report. Service workers are blocked unless the options
 * allow them. The caller closes it (`finish`).
 */
export async function openSession(
  options: OpenOptions = {},
  { webgl = false }: { webgl?: boolean } = {},
): Promise<Session> {
  const { width = 1280, height = 800, initScript, clock, ...contextOptions } = options
  const browser = await browserFor(webgl ? WEBGL : NO_GPU)
  const context = await browser.newContext({
    viewport: { width, height },
    serviceWorkers: 'block',
    ...contextOptions,
  })
  const scripts = contextOptions.javaScriptEnabled !== false
  const session: Session = { page: undefined as unknown as Page, context, problems: [], scripts }
  context.on('console', (msg) => {
    if (REPORTED.has(msg.type()) && msg.text() !== BLOCKED_WORKER) {
      session.problems.push(`${msg.type()}: ${msg.text()}`)
    }
  })
  context.on('weberror', (err) => session.problems.push(`pageerror: ${err.error().message}`))
  // A Content-Security-Policy violation anywhere is reported like a console error.
  await context.addInitScript(CSP_LISTENER)
  if (initScript) await context.addInitScript(initScript)
  session.page = await context.newPage()
  if (clock) await session.page.clock.install(clock === true ? {} : { time: clock })
  return session
}

/** Runs axe-core on the page and returns a readable list of violations. */
export const axeViolations = (page: Page): Promise<string[]> => page.evaluate(axeInPage)

/**
 * Types a game keyword once the app is live and returns the dialog it opens, optionally
 * the one named `title`.
 */
export async function typeKeyword(page: Page, word: string, title?: string) {
  const dialog = title ? page.getByRole('dialog', { name: title }) : page.getByRole('dialog')
  await appLive(page)
  await page.keyboard.type(word)
  await dialog.waitFor()
  return dialog
}

/** Home with Playwright's clock installed, a game opened by `openGame`, and time paused. */
export async function openGameOnPausedClock(
  open: ReturnType<typeof pageOpener>,
  openGame: (page: Page) => Promise<Locator>,
  options: OpenOptions = {},
) {
  const session = await open('/', { ...options, clock: true })
  const dialog = await openGame(session.page)
  await session.page.clock.pauseAt(Date.now() + 60_000)
  return { ...session, dialog }
}

/** The accessible description Chromium computes for the first element matching `selector`. */
export async function axDescription(page: Page, selector: string): Promise<string> {
  const cdp = await page.context().newCDPSession(page)
  try {
    const { root } = await cdp.send('DOM.getDocument')
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
      nodeId,
      fetchRelatives: false,
    })
    return String(nodes[0]?.description?.value ?? '')
  } finally {
    await cdp.detach()
  }
}
