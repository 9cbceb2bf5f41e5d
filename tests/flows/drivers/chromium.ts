import type { Page } from 'playwright-core'
import { finish, openSession, type Session } from '../../e2e/harness'
import { acceptAlert } from './alerts'
import { ABILITIES, type Engine, type EnginePage, type OpenOptions, type Point } from './types'

/**
 * Chromium through a Playwright page, on the Chromium suite's own browsers (tests/e2e/harness.ts:
 * the headless shell, no GPU unless a page asks for WebGL, service workers blocked, every
 * console problem collected). Each
 * page is a fresh browser context. A touch screen is Chromium's emulation (`hasTouch`), and a
 * finger's swipe real touch events sent over CDP, in small steps like a finger.
 */
export function chromium(): Engine {
  return {
    name: 'chromium',
    abilities: ABILITIES.chromium,
    async open(options: OpenOptions = {}) {
      const { width = 1280, height = 800, reducedMotion, touch, webgl, serviceWorkers } = options
      if (options.overrideColours) throw new Error("Chromium cannot override the page's colours")
      const session = await openSession(
        {
          width,
          height,
          ...(reducedMotion ? { reducedMotion: 'reduce' } : {}),
          ...(touch ? { hasTouch: true, isMobile: true } : {}),
          ...(serviceWorkers ? { serviceWorkers: 'allow' as const } : {}),
        },
        { webgl },
      )
      return chromiumPage(session)
    },
  }
}

function chromiumPage(session: Session): EnginePage {
  const { page } = session
  const steps = 10
  let closed: Promise<string[]> | undefined
  // Settles the pages and closes the context once; what they reported, late lines included.
  const done = () => {
    closed ??= finish([session])
    return closed
  }
  return {
    async goto(url) {
      await page.goto(url)
    },
    resize: (width, height) => page.setViewportSize({ width, height }),
    async reload() {
      await page.reload()
    },
    title: () => page.title(),
    async click(selector) {
      await page.locator(selector).first().click()
    },
    async type(selector, text) {
      await page.locator(selector).first().click()
      await page.keyboard.type(text)
    },
    keys: (text) => page.keyboard.type(text),
    press: (key) => page.keyboard.press(key),
    text: (selector) =>
      page.evaluate((sel) => document.querySelector(sel)?.textContent?.trim() ?? '', selector),
    attribute: (selector, name) =>
      page.evaluate(([sel, n]) => document.querySelector(sel)?.getAttribute(n) ?? null, [
        selector,
        name,
      ] as const),
    // Playwright hands a page function one argument: the call goes as an expression, which
    // the protocol runs outside the page's policy (a Function built in the page would not).
    evaluate: (fn, ...args) =>
      page.evaluate(`(${fn.toString()})(...${JSON.stringify(args)})`) as never,
    acceptAlert: (action) => acceptAlert(page, action),
    screenshot: () => page.screenshot({ type: 'png' }),
    hover: (to) => page.mouse.move(to.x, to.y),
    async drag(from: Point, by: Point, pointer) {
      const at = (i: number) => ({ x: from.x + (by.x * i) / steps, y: from.y + (by.y * i) / steps })
      if (pointer === 'mouse') {
        await page.mouse.move(from.x, from.y)
        await page.mouse.down()
        for (let i = 1; i <= steps; i++) await page.mouse.move(at(i).x, at(i).y)
        await page.mouse.up()
        return
      }
      await touchDrag(page, at, steps)
    },
    problems: done,
    async close() {
      await done()
    },
  }
}

/** A finger pressed at `at(0)`, moved through `at(1)`…`at(steps)` and lifted: CDP touch. */
async function touchDrag(page: Page, at: (i: number) => Point, steps: number) {
  const cdp = await page.context().newCDPSession(page)
  const point = (i: number) => [{ ...at(i), id: 1 }]
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(0) })
  for (let i = 1; i <= steps; i++)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(i) })
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await cdp.detach()
}
