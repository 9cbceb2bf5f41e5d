import { afterEach, expect, inject } from 'vitest'
import {
  ABILITIES,
  type Engine,
  type EngineName,
  type EnginePage,
  type OpenOptions,
} from './drivers/types'
import { type Box, FRAMES } from './pixels'

/**
 * The engine this run tests: the Chromium suite (vitest.e2e.config.ts) runs the flows in
 * Chromium, vitest.engines.config.ts once per other engine.
 */
export const engineName = (process.env.ENGINE ?? 'chromium') as EngineName

/** What this run's engine can do, known before it starts: tests it cannot run are not defined. */
export const abilities = ABILITIES[engineName]

let current: Promise<Engine> | undefined
/**
 * The worker's engine, started on first use and kept for every file the worker runs (neither
 * config isolates files): Firefox takes some 5 s to start and 1 s to quit, once per run
 * instead of once per file. Each test still gets a fresh context or session. When the worker
 * exits, Playwright and Puppeteer kill their browsers; the run's teardown ends WebKitWebDriver.
 * Each driver is imported only by the run that uses it.
 */
export function engine(): Promise<Engine> {
  current ??= (async () => {
    if (engineName === 'chromium') return (await import('./drivers/chromium')).chromium()
    if (engineName === 'webkit')
      return (await import('./drivers/webkit')).webkit(inject('display'), inject('scratch'))
    return (await import('./drivers/firefox')).firefox(inject('display'), inject('scratch'))
  })()
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
    const page = await (await engine()).open(options)
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

/**
 * Every part of the page has hydrated, the ones the first screen does not show included
 * (src/lib/hydrateLater.ts): the icons name their sprite only then (main.tsx).
 */
export const everyPartHydrated = (page: EnginePage, what = 'every part hydrated') =>
  waitFor(page, () => !document.querySelector('use[data-href]'), what)

/** The page's h1 is there (a snapshot's or the app's). */
export const h1Shown = (page: EnginePage) =>
  waitFor(page, () => document.querySelector('main h1') !== null, 'the h1')

/**
 * The engine's window can be `width` CSS px wide: MiniBrowser's stops at 447 (decision 014),
 * so phone widths are not read in WebKit.
 */
export const opensAt = (width: number): boolean => abilities.phoneWidth || width >= 447

/** Waits for `count` animation frames of the page. */
export const frames = (page: EnginePage, count = 2) => page.evaluate(FRAMES, count)

/**
 * Brings Home's skill sphere to the middle of the viewport, waits until its WebGL 2 canvas is
 * there and has drawn a few frames, and returns the canvas's box.
 */
export async function sphereDrawn(page: EnginePage): Promise<Box> {
  await waitFor(
    page,
    () => {
      const host = document.querySelector('[aria-label*="skill sphere"]')
      host?.scrollIntoView({ block: 'center' })
      return Boolean(host)
    },
    'the skill sphere',
  )
  await waitFor(
    page,
    () => {
      const gl = document.querySelector('canvas')?.getContext('webgl2')
      return gl instanceof WebGL2RenderingContext && !gl.isContextLost()
    },
    'a WebGL 2 canvas',
  )
  await frames(page, 5)
  return page.evaluate(() => {
    const box = document.querySelector('canvas')!.getBoundingClientRect()
    return {
      x: Math.round(box.x),
      y: Math.round(box.y),
      width: Math.floor(box.width),
      height: Math.floor(box.height),
    }
  })
}

/** What a flow names an element by: a CSS selector, a role and its name, or a test id. */
export type Target = string | { role: Role; name: string; within?: string } | { testId: string }

/** The roles the flows name elements by, and the elements that have each. */
const ROLES = {
  button: 'button, [role="button"]',
  link: 'a[href], [role="link"]',
  textbox: 'input:not([type]), input[type="text"], input[type="email"], textarea',
  heading: 'h1, h2, h3, h4, h5, h6',
  dialog: '[role="dialog"]',
  grid: '[role="grid"]',
} as const
type Role = keyof typeof ROLES

/**
 * Marks the first element that `target` names and returns a CSS selector for it, so that
 * every driver can act on it alike; waits until there is one. A role's name is the element's
 * aria-label, else the text of its aria-labelledby or of its label, else its own text
 * (trimmed), as a screen reader names a button, a link or a field.
 */
export async function find(page: EnginePage, target: Target): Promise<string> {
  if (typeof target === 'string') return target
  if ('testId' in target) return `[data-testid="${target.testId}"]`
  const id = `e${++marks}`
  const within = target.within ?? ''
  const selector = ROLES[target.role]
    .split(', ')
    .map((s) => `${within} ${s}`.trim())
    .join(', ')
  await waitFor(
    page,
    (sel: string, name: string, mark: string) => {
      const text = (el: Element | null | undefined) => el?.textContent?.trim() ?? ''
      const nameOf = (el: Element) => {
        const labelledBy = el.getAttribute('aria-labelledby')
        const labels = (el as HTMLInputElement).labels
        return (
          el.getAttribute('aria-label') ??
          (labelledBy ? text(document.getElementById(labelledBy)) : null) ??
          (labels?.length ? text(labels[0]) : text(el))
        )
      }
      const el = [...document.querySelectorAll(sel)].find((e) => nameOf(e) === name)
      el?.setAttribute('data-flow', mark)
      return Boolean(el)
    },
    `the ${target.role} named ${target.name}`,
    [selector, target.name, id],
  )
  return `[data-flow="${id}"]`
}

/** The button named `name` (in the open dialog when `dialog`). */
export const button = (name: string, within = '[role="dialog"]'): Target => ({
  role: 'button',
  name,
  within,
})

/** Clicks what `target` names, once it is there. */
export async function click(page: EnginePage, target: Target): Promise<void> {
  await page.click(await find(page, target))
}

let marks = 0

/** The focused element as its tag and trimmed text, or "body": in the page, for any engine. */
export const FOCUSED = () => {
  const el = document.activeElement
  if (!el || el === document.body) return 'body'
  return `${el.tagName.toLowerCase()}: ${el.textContent?.trim()}`
}

/** The focused element as its tag and trimmed text, or "body". */
export const focused = (page: EnginePage) => page.evaluate(FOCUSED)

/** The centre of the first element matching `selector`, in viewport coordinates. */
export const centre = (page: EnginePage, selector: string) =>
  page.evaluate((sel: string) => {
    const box = document.querySelector(sel)!.getBoundingClientRect()
    return { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) }
  }, selector)
