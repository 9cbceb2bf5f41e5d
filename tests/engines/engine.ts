import { afterEach, expect, inject } from 'vitest'
import { FIREFOX_ABILITIES, firefox } from './drivers/firefox'
import type { Engine, EnginePage, OpenOptions } from './drivers/types'
import { WEBKIT_ABILITIES, webkit } from './drivers/webkit'

/** The engine this run tests: vitest.engines.config.ts runs each file once per engine. */
export const engineName = (process.env.ENGINE ?? 'firefox') as Engine['name']

/** What this run's engine can do, known before it starts: tests it cannot run are not defined. */
export const abilities = engineName === 'webkit' ? WEBKIT_ABILITIES : FIREFOX_ABILITIES

let current: Engine | undefined
/**
 * The worker's engine, started on first use and kept for every file the worker runs (the
 * engines config does not isolate files): Firefox takes some 5 s to start and 1 s to quit,
 * once per run instead of once per file. Each test still gets a fresh context or session.
 * When the worker exits, Puppeteer kills Firefox; the run's teardown ends WebKitWebDriver.
 */
export function engine(): Engine {
  current ??=
    engineName === 'webkit'
      ? webkit(inject('display'), inject('scratch'))
      : firefox(inject('display'), inject('scratch'))
  return current
}

/** URL of a hash route on the served build, e.g. url('/projects'). */
export const url = (route = '/'): string => `${inject('baseURL')}#${route}`

/** Lines a test caused on purpose and checked itself, per page (see excuseProblems). */
const EXCUSED = new WeakMap<EnginePage, RegExp[]>()

/**
 * Lets the lines matching `pattern` through the after-test check of `page`: for a test that
 * causes them on purpose and checks what it caused in the page itself (each engine's driver
 * sees a different share of the console).
 */
export function excuseProblems(page: EnginePage, pattern: RegExp): void {
  EXCUSED.set(page, [...(EXCUSED.get(page) ?? []), pattern])
}

/**
 * Returns a function that opens a page in this run's engine. After each test its pages
 * close, and any console error or warning they reported fails the test.
 */
export function pageOpener() {
  const pages: EnginePage[] = []
  afterEach(async () => {
    const problems: string[] = []
    for (const page of pages.splice(0)) {
      const excused = EXCUSED.get(page) ?? []
      problems.push(
        ...(await page.problems()).filter((line) => !excused.some((re) => re.test(line))),
      )
      await page.close()
    }
    expect(problems, 'console errors, warnings or page errors').toEqual([])
  })
  return async (route: string | null, options: OpenOptions = {}): Promise<EnginePage> => {
    const page = await engine().open(options)
    pages.push(page)
    if (route !== null) {
      await page.goto(url(route))
      await appLive(page)
    }
    return page
  }
}

/** Polls `check` in the page until it returns something truthy (or the test times out). */
export async function waitFor<T>(
  page: EnginePage,
  check: (...args: never[]) => T | Promise<T>,
  what = 'the condition',
  args: unknown[] = [],
): Promise<T> {
  const deadline = Date.now() + 20_000
  for (;;) {
    // A page between two documents (a reload, a navigation) has no document to ask: the
    // check counts as not met yet, and the last such error is told on a time-out.
    let value: T | undefined
    let failed: unknown
    try {
      value = await page.evaluate(check as (...a: unknown[]) => T, ...args)
    } catch (error) {
      failed = error
    }
    if (value) return value
    if (Date.now() > deadline) {
      throw new Error(`Timed out waiting for ${what}${failed ? ` (last: ${failed})` : ''}`)
    }
    await new Promise((r) => setTimeout(r, 50))
  }
}

/** The app has run: its listeners are in place (main.tsx marks <html data-app="live">). */
export const appLive = (page: EnginePage) =>
  waitFor(page, () => document.documentElement.dataset.app === 'live', 'the app to start')

/** Waits for `count` animation frames of the page. */
export const frames = (page: EnginePage, count = 2) =>
  page.evaluate(
    (n: number) =>
      new Promise<boolean>((done) => {
        const next = (left: number) =>
          left ? requestAnimationFrame(() => next(left - 1)) : done(true)
        next(n)
      }),
    count,
  )

/**
 * Marks the first element matching `selector` whose text (or aria-label) is `name`
 * (trimmed; any when undefined) and returns a selector for it, so that every driver can
 * click it by CSS. Waits until there is one.
 */
export async function find(page: EnginePage, selector: string, name?: string): Promise<string> {
  const id = `e${++marks}`
  await waitFor(
    page,
    (sel: string, text: string | null, mark: string) => {
      const el = [...document.querySelectorAll(sel)].find(
        (e) =>
          text === null || e.textContent?.trim() === text || e.getAttribute('aria-label') === text,
      )
      el?.setAttribute('data-engine', mark)
      return Boolean(el)
    },
    `${selector} named ${name}`,
    [selector, name ?? null, id],
  )
  return `[data-engine="${id}"]`
}
let marks = 0

/** The focused element as its tag and trimmed text, or "body". */
export const focused = (page: EnginePage) =>
  page.evaluate(() => {
    const el = document.activeElement
    if (!el || el === document.body) return 'body'
    return `${el.tagName.toLowerCase()}: ${el.textContent?.trim()}`
  })

/** The centre of the first element matching `selector`, in viewport coordinates. */
export const centre = (page: EnginePage, selector: string) =>
  page.evaluate((sel: string) => {
    const box = document.querySelector(sel)!.getBoundingClientRect()
    return { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) }
  }, selector)
