import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import {
  type Browser,
  type BrowserContextOptions,
  chromium,
  type Locator,
  type Page,
} from 'playwright-core'
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest'

const CANDIDATES = [
  process.env.CHROME_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
]

// The system Chromium; browser downloads are not used.
export function chromePath(): string {
  const found = CANDIDATES.find((p): p is string => !!p && existsSync(p))
  if (!found) {
    throw new Error(
      'No Chromium found. Install one (Debian: `apt-get install chromium`) or set CHROME_PATH.',
    )
  }
  return found
}

export function launch(extraArgs: string[] = []): Promise<Browser> {
  const args = [
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    '--use-angle=swiftshader',
    '--enable-unsafe-swiftshader',
    ...extraArgs,
  ]
  if (process.getuid?.() === 0) args.push('--no-sandbox')
  return chromium.launch({ executablePath: chromePath(), headless: true, args })
}

export const baseURL = (): string => inject('baseURL')

const CSP_LISTENER = `document.addEventListener('securitypolicyviolation', (e) =>
  console.error('CSP violation: ' + e.violatedDirective + ' blocked ' + (e.blockedURI || 'inline')))`

/** URL of a hash route on the built site, e.g. url('/projects'). */
export const url = (route = '/'): string => `${baseURL()}#${route}`

export interface Session {
  page: Page
  /** Console errors and warnings, page errors: every test expects none. */
  problems: string[]
}

export interface OpenOptions extends BrowserContextOptions {
  width?: number
  height?: number
  initScript?: string
}

/**
 * Registers a shared browser for the file and returns a function that opens
 * fresh pages; after each test, any console error/warning or page error fails it.
 */
export function useBrowser(extraArgs: string[] = []) {
  let browser: Browser
  const sessions: Session[] = []
  beforeAll(async () => {
    browser = await launch(extraArgs)
  })
  afterAll(async () => {
    await browser?.close()
  })
  afterEach(async () => {
    const problems = sessions.flatMap((s) => s.problems)
    for (const s of sessions.splice(0)) await s.page.context().close()
    expect(problems, 'console errors, warnings or page errors').toEqual([])
  })
  return async function open(route: string | null, options: OpenOptions = {}): Promise<Session> {
    const { width = 1280, height = 800, initScript, ...contextOptions } = options
    const context = await browser.newContext({ viewport: { width, height }, ...contextOptions })
    // A Content-Security-Policy violation anywhere is reported like a console error.
    await context.addInitScript(CSP_LISTENER)
    if (initScript) await context.addInitScript(initScript)
    const page = await context.newPage()
    const session: Session = { page, problems: [] }
    page.on('console', (msg) => {
      if (msg.type() === 'error' || msg.type() === 'warning') {
        session.problems.push(`${msg.type()}: ${msg.text()}`)
      }
    })
    page.on('pageerror', (err) => session.problems.push(`pageerror: ${err.message}`))
    sessions.push(session)
    if (route !== null) await page.goto(url(route))
    return session
  }
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

/** Runs axe-core on the page and returns a readable list of violations. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource)
  const violations = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected at run time
    const axe = (window as any).axe
    const result = await axe.run(document, { resultTypes: ['violations'] })
    return result.violations.map(
      (v: { id: string; help: string; nodes: { target: string[] }[] }) =>
        `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    )
  })
  return violations as string[]
}

/**
 * Types a game keyword on the page until a dialog shows (the key listener installs right
 * after the app's first render) and returns that dialog, optionally the one named `title`.
 */
export async function typeUntilDialog(page: Page, word: string, title?: string) {
  const dialog = title ? page.getByRole('dialog', { name: title }) : page.getByRole('dialog')
  for (let tries = 0; tries < 20; tries++) {
    await page.keyboard.type(word)
    if (await dialog.isVisible()) return dialog
    await page.waitForTimeout(100)
  }
  throw new Error(`typing ${word} opened no dialog`)
}

/** Home with Playwright's clock installed, a game opened by `openGame`, and time paused. */
export async function openGameOnPausedClock(
  open: ReturnType<typeof useBrowser>,
  openGame: (page: Page) => Promise<Locator>,
) {
  const session = await open(null)
  const { page } = session
  await page.clock.install()
  await page.goto(url('/'))
  const dialog = await openGame(page)
  await page.clock.pauseAt(Date.now() + 60_000)
  return { ...session, dialog }
}
