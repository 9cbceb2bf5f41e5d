import { mkdtempSync } from 'node:fs'
import { join } from 'node:path'
import puppeteer, { type Browser, type Page } from 'puppeteer-core'
import { findBrowser, howToGet } from '../../../scripts/lib/browsers.mjs'
import { acceptAlert } from './alerts'
import { chord } from './keys'
import { ABILITIES, type Engine, type EnginePage, type OpenOptions, type Point } from './types'

/** FIREFOX_PATH, else an installed Firefox (Debian's ESR first): scripts/lib/browsers.mjs. */
export const firefoxPath = () => {
  const found = findBrowser('firefox')
  if (!found) throw new Error(`No Firefox found: ${howToGet('firefox')}.`)
  return found
}

// Quiet prefs: no first-run pages, updates or telemetry traffic while the tests run.
const QUIET = {
  'browser.shell.checkDefaultBrowser': false,
  'app.update.enabled': false,
  'datareporting.policy.dataSubmissionEnabled': false,
  'toolkit.telemetry.enabled': false,
  'browser.startup.homepage_override.mstone': 'ignore',
  // Keep the page's own rendering pace while the Xvfb window is not focused.
  'dom.min_background_timeout_value': 4,
  // Touch events on, as on a touch screen (desktop Linux has them off without one).
  'dom.w3c_touch_events.enabled': 1,
}

// Preferences › Colours › "Override the colours specified by the page with your selections
// above: Always", with the light palette: black text on white, the page's colours replaced.
const OVERRIDE_COLOURS = {
  'browser.display.document_color_use': 2,
  'browser.display.use_system_colors': false,
  'browser.display.foreground_color': '#000000',
  'browser.display.background_color': '#ffffff',
}

/**
 * Firefox over WebDriver BiDi (puppeteer-core). Headful on the Xvfb display `display`: headless
 * Firefox has no WebGL here, on Xvfb it has WebGL 2 (Mesa's llvmpipe). Reduced motion is a
 * pref (`ui.prefersReducedMotion`), and so are overridden colours: each set of prefs is a
 * browser of its own, started when first asked for.
 * Each browser lives until the worker exits, when Puppeteer kills it: its profile is made
 * under the run's `scratch` folder, which the run's teardown removes (a killed browser's
 * temporary profile would stay behind).
 */
export function firefox(display: string, scratch: string): Engine {
  const browsers = new Map<string, Promise<Browser>>()
  const browserFor = (reduced: boolean, overridden: boolean) => {
    const key = `${reduced} ${overridden}`
    let browser = browsers.get(key)
    if (!browser) {
      browser = puppeteer.launch({
        browser: 'firefox',
        executablePath: firefoxPath(),
        headless: false,
        env: { ...process.env, DISPLAY: display },
        extraPrefsFirefox: {
          ...QUIET,
          ...(reduced ? { 'ui.prefersReducedMotion': 1 } : {}),
          ...(overridden ? OVERRIDE_COLOURS : {}),
        },
        userDataDir: mkdtempSync(join(scratch, 'firefox-')),
        defaultViewport: null,
      })
      browsers.set(key, browser)
    }
    return browser
  }
  return {
    name: 'firefox',
    abilities: ABILITIES.firefox,
    async open(options: OpenOptions = {}) {
      const browser = await browserFor(
        options.reducedMotion ?? false,
        options.overrideColours ?? false,
      )
      const context = await browser.createBrowserContext()
      const page = await context.newPage()
      await page.setViewport({ width: options.width ?? 1280, height: options.height ?? 800 })
      return firefoxPage(page, () => context.close())
    },
  }
}

function firefoxPage(page: Page, close: () => Promise<void>): EnginePage {
  const problems: string[] = []
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warn')
      problems.push(`${msg.type()}: ${msg.text()}`)
  })
  page.on('pageerror', (err) => problems.push(`pageerror: ${String(err)}`))
  const steps = 10
  return {
    async goto(url) {
      await page.goto(url)
    },
    async resize(width, height) {
      await page.setViewport({ width, height })
    },
    async reload() {
      await page.reload()
    },
    title: () => page.title(),
    async click(selector) {
      await page.locator(selector).click()
    },
    text: (selector) =>
      page.evaluate((sel) => document.querySelector(sel)?.textContent?.trim() ?? '', selector),
    attribute: (selector, name) =>
      page.evaluate(
        (sel, n) => document.querySelector(sel)?.getAttribute(n) ?? null,
        selector,
        name,
      ),
    async type(selector, text) {
      await page.locator(selector).click()
      await page.keyboard.type(text)
    },
    keys: (text) => page.keyboard.type(text),
    // A character as itself: BiDi's key table has no "Space" (CDP's has), a ' ' is a space.
    async press(keys) {
      const held = chord(keys) as never[]
      const key = held.pop()!
      for (const k of held) await page.keyboard.down(k)
      await page.keyboard.press(key)
      for (const k of held.reverse()) await page.keyboard.up(k)
    },
    evaluate: (fn, ...args) => page.evaluate(fn as never, ...args) as never,
    acceptAlert: (action) => acceptAlert(page, action),
    screenshot: async () => Buffer.from(await page.screenshot({ type: 'png' })),
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
      const touch = await page.touchscreen.touchStart(from.x, from.y)
      for (let i = 1; i <= steps; i++) await touch.move(at(i).x, at(i).y)
      await touch.end()
    },
    problems: async () => [...problems],
    close,
  }
}
