import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page, Route } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { DEEP_LINK, SNAPSHOT_POLICY } from '../../src/head/contract'
import { documentTitle, lazyRoutes, screens } from '../../src/routes'
import { builtFile, expectProblems } from './abuse-kit'
import { holdBuilt, snapshotOf } from './chunks'
import { appLive, frames, pageOpener, url } from './harness'
import { staticHost } from './static-server'
import { workerReady } from './worker-takeover'

// A deep link (`/#/projects`) paints from its route's snapshot, the route pre-rendered at
// build time, which the head script fetches and shows; once that has painted, the app's
// code is asked for, and the app hydrates the snapshot (src/head/boot.ts, src/main.tsx).

const DIST = inject('site').dir
const ENTRY = 'index.html'
const open = pageOpener()

const routeHeading = (page: Page, title: string) =>
  page.getByRole('heading', { level: 1, name: title, exact: true })

/**
 * Keeps what the head script shows: the route it marked on #root, every element of the
 * snapshot and its h1, at the moment it went in (the observer runs before any later task),
 * and tells the test through `__snapshotShown` when the test exposes one.
 */
const WATCH_SNAPSHOT = `
  window.__snapshot = null
  new MutationObserver(() => {
    const root = document.getElementById('root')
    const route = root && root.dataset.route
    if (window.__snapshot || !route || route === '/') return
    window.__snapshot = { route, nodes: [...root.querySelectorAll('*')], heading: root.querySelector('main h1') }
    if (window.__snapshotShown) window.__snapshotShown()
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-route'] })
`
type Watched = { __snapshot: { route: string; nodes: Element[]; heading: Element | null } | null }

/** Whether the head script showed a snapshot (and which route's). */
const shownRoute = (page: Page) =>
  page.evaluate(() => (window as unknown as Watched).__snapshot?.route ?? null)

/** Never answers a request for the app's entry: only the HTML and the head script run. */
const entryNeverArrives = (page: Page) => page.route(`**/${builtFile(ENTRY)}`, () => {})

/** Holds the app's entry back until the head script has shown the route's snapshot. */
async function entryAfterSnapshot(page: Page) {
  let shown: () => void = () => {}
  const snapshotShown = new Promise<void>((resolve) => {
    shown = resolve
  })
  await page.exposeFunction('__snapshotShown', () => shown())
  await page.route(`**/${builtFile(ENTRY)}`, async (route) => {
    await snapshotShown
    await route.continue()
  })
}

/**
 * A deep link to `path` whose snapshot shows before the app's code arrives, once the app
 * has taken it over and its effects have run (the first ones after hydration, a render
 * they cause).
 */
async function openHydrated(path: string): Promise<Page> {
  const { page } = await open(null, { initScript: WATCH_SNAPSHOT })
  await entryAfterSnapshot(page)
  await page.goto(url(path))
  await appLive(page)
  await frames(page, 3)
  return page
}

/** The header, main and footer, elements with their attributes in a fixed order, and text. */
const markup = (page: Page) =>
  page.evaluate(() => {
    const describe = (node: Node): string => {
      if (!(node instanceof Element))
        return node.nodeType === Node.TEXT_NODE ? (node.textContent ?? '') : ''
      const attrs = [...node.attributes].map((a) => `${a.name}="${a.value}"`).sort()
      return `<${node.tagName} ${attrs.join(' ')}>${[...node.childNodes].map(describe).join('')}>`
    }
    return ['header', 'main', 'footer']
      .map((tag) => {
        const copy = document.querySelector(tag)?.cloneNode(true) as Element | undefined
        // Scroll progress follows the scroll position, not the render.
        copy?.querySelectorAll('[role=progressbar]').forEach((bar) => {
          bar.remove()
        })
        return copy ? describe(copy) : `no ${tag}`
      })
      .join('\n')
  })

describe('route snapshots', () => {
  test.each(lazyRoutes)(
    "with the app's code held back, $path paints its route, titled, from its snapshot",
    async ({ path, title }) => {
      const { page } = await open(null, { initScript: WATCH_SNAPSHOT })
      await entryNeverArrives(page)
      await page.goto(url(path), { waitUntil: 'commit' })
      await routeHeading(page, title).waitFor()
      expect(await shownRoute(page)).toBe(path)
      expect(await page.title()).toBe(documentTitle(path))
      expect(await page.evaluate(() => document.documentElement.className)).not.toContain(DEEP_LINK)
    },
  )

  test.each(lazyRoutes)(
    'the app takes over the snapshot of $path without replacing a node',
    async ({ path }) => {
      const page = await openHydrated(path)
      const kept = await page.evaluate(() => {
        const shown = (window as unknown as Watched).__snapshot!
        return {
          route: shown.route,
          replaced: shown.nodes.filter((node) => !node.isConnected).length,
          sameHeading: shown.heading === document.querySelector('main h1'),
        }
      })
      expect(kept).toEqual({ route: path, replaced: 0, sameHeading: true })
    },
  )

  test.each(lazyRoutes)(
    'the snapshot of $path, hydrated, is what the app itself renders there',
    async ({ path, title }) => {
      const page = await openHydrated(path)
      expect(await shownRoute(page)).toBe(path)
      const hydrated = await markup(page)
      // The app alone, on a page of its own: its snapshot never arrives, so it renders afresh.
      const alone = (await open(null, { initScript: WATCH_SNAPSHOT })).page
      await holdBuilt(alone, snapshotOf(path))
      await alone.goto(url(path))
      await appLive(alone)
      await routeHeading(alone, title).waitFor()
      await frames(alone, 3)
      expect(await shownRoute(alone)).toBe(null)
      expect(hydrated).toBe(await markup(alone))
    },
  )

  test.each(screens)(
    "at $path the app's code downloads beside the HTML and runs after the first paint; the icons ask for their sprite once the app is live",
    async ({ path }) => {
      // At the first contentful paint (this observer is told before the head script's): no
      // icon names the sprite yet. When the app began: the first time <html> has `data-app`;
      // and what the app was when the first icon named the sprite.
      const { page } = await open(null, {
        initScript: `new PerformanceObserver((list, observer) => {
          if (!list.getEntriesByName('first-contentful-paint').length) return
          window.__iconsAtPaint = document.querySelectorAll('use[href]').length
          observer.disconnect()
        }).observe({ type: 'paint', buffered: true })
        new MutationObserver((_, observer) => {
          if (!document.documentElement.dataset.app) return
          window.__appBegan = performance.now()
          observer.disconnect()
        }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app'] })
        new MutationObserver((_, observer) => {
          if (!document.querySelector('use[href]')) return
          window.__appAtIcons = document.documentElement.dataset.app
          observer.disconnect()
        }).observe(document, { attributes: true, subtree: true, attributeFilter: ['href'] })`,
      })
      await page.goto(url(path))
      await appLive(page)
      await page.waitForFunction(() => document.querySelector('use[href]'))
      const order = await page.evaluate(
        ([entry]) => {
          const paint = performance.getEntriesByName('first-contentful-paint')[0]!.startTime
          const seen = window as unknown as {
            __iconsAtPaint: number
            __appBegan: number
            __appAtIcons: string
          }
          return {
            iconsAtPaint: seen.__iconsAtPaint,
            appAtIcons: seen.__appAtIcons,
            iconsLeft: document.querySelectorAll('use:not([href])').length,
            appAfterPaint: seen.__appBegan >= paint,
            // Asked for by the head script's modulepreload, which runs before the body is
            // parsed, so before anything can paint; not by the import after the paint.
            entryAskedBeforePaint: performance
              .getEntriesByType('resource')
              .filter((e) => e.name.endsWith(`/${entry}`))
              .map((e) => e.startTime < paint),
          }
        },
        [builtFile(ENTRY)],
      )
      expect(order).toEqual({
        iconsAtPaint: 0,
        appAtIcons: 'live',
        iconsLeft: 0,
        appAfterPaint: true,
        entryAskedBeforePaint: [true],
      })
    },
  )

  const failures: [string, (route: Route) => Promise<void>, RegExp][] = [
    [
      'answers 500',
      (route) => route.fulfill({ status: 500, body: 'down' }),
      /^error: Failed to load resource: the server responded with a status of 500/,
    ],
    [
      'fails to download',
      (route) => route.abort('failed'),
      /^error: Failed to load resource: net::ERR_FAILED$/,
    ],
  ]
  test.each(failures)(
    'a snapshot that %s changes nothing: the app renders the route as it would without',
    async (_, fail, line) => {
      const [{ path, title }] = lazyRoutes as [(typeof lazyRoutes)[number]]
      const session = await open(null, { initScript: WATCH_SNAPSHOT })
      const { page } = session
      let asked = 0
      await page.route(`**/${snapshotOf(path)}`, (route) => {
        asked++
        return fail(route)
      })
      await page.goto(url(path))
      await appLive(page)
      await routeHeading(page, title).waitFor()
      expect(asked).toBe(1)
      expect(await shownRoute(page)).toBe(null)
      expectProblems(session, [line])
    },
  )

  test('a snapshot that arrives after the app has rendered changes nothing', async () => {
    const { path, title } = lazyRoutes.at(-1)!
    const file = snapshotOf(path)
    const { page } = await open(null, { initScript: WATCH_SNAPSHOT })
    const snapshot = await holdBuilt(page, file)
    await page.goto(url(path))
    await appLive(page)
    await routeHeading(page, title).waitFor()
    await page.evaluate(() => {
      ;(window as unknown as { __rendered: Element | null }).__rendered =
        document.querySelector('main h1')
    })
    snapshot.release()
    // The snapshot has arrived; the head script's handling of it runs in the frames after.
    await page.waitForFunction(
      (name) => performance.getEntriesByType('resource').some((e) => e.name.endsWith(name)),
      file,
    )
    await frames(page, 3)
    const after = await page.evaluate(() => {
      const rendered = (window as unknown as { __rendered: Element | null }).__rendered
      return {
        shown: (window as unknown as Watched).__snapshot,
        sameHeading:
          rendered?.isConnected === true && rendered === document.querySelector('main h1'),
      }
    })
    expect(after).toEqual({ shown: null, sameHeading: true })
  })

  test("under an older policy that refuses the snapshots' Trusted Types policy, a deep link still shows its route", async () => {
    const { path, title } = lazyRoutes[0]!
    const session = await open(null, { initScript: WATCH_SNAPSHOT })
    const { page } = session
    const older = (policy: string) =>
      policy.replace(`trusted-types default ${SNAPSHOT_POLICY}`, 'trusted-types default')
    await page.route(url(path).replace(/#.*/, ''), async (route) => {
      const response = await route.fetch()
      const headers = response.headers()
      const body = older(await response.text())
      expect(body).not.toContain(`trusted-types default ${SNAPSHOT_POLICY}`)
      const csp = headers['content-security-policy']
      await route.fulfill({
        response,
        body,
        headers: csp ? { ...headers, 'content-security-policy': older(csp) } : headers,
      })
    })
    await page.goto(url(path))
    await appLive(page)
    await routeHeading(page, title).waitFor()
    expect(await shownRoute(page)).toBe(null)
    expectProblems(session, [
      /^error: Creating a TrustedTypePolicy named 'snapshot' violates the following Content Security policy directive: "trusted-types default"/,
      /^error: CSP violation: trusted-types blocked trusted-types-policy$/,
    ])
  })
})

describe('on a host that answers every path with index.html', () => {
  // A page whose snapshots the host no longer has (another deploy's names): each request
  // gets the whole page, status 200, as a text/html file.
  let copy: string
  beforeAll(() => {
    copy = mkdtempSync(join(tmpdir(), 'no-snapshots-'))
    const snapshots = new Set(lazyRoutes.map((r) => join(DIST, snapshotOf(r.path))))
    cpSync(DIST, copy, { recursive: true, filter: (file) => !snapshots.has(file) })
  })
  afterAll(() => rmSync(copy, { recursive: true, force: true }))
  const server = staticHost(() => copy, { indexForEveryPath: true })

  test.each(lazyRoutes)(
    '$path is rendered by the app, once, with nothing of the head in it',
    async ({ path, title }) => {
      const { page } = await open(null, { initScript: WATCH_SNAPSHOT })
      let answered = 0
      page.on('response', (response) => {
        if (response.url().endsWith(snapshotOf(path)) && response.status() === 200) answered++
      })
      await page.goto(`${server.url}#${path}`)
      await appLive(page)
      await routeHeading(page, title).waitFor()
      await frames(page, 3)
      expect(answered).toBe(1)
      expect(await shownRoute(page)).toBe(null)
      expect(await page.title()).toBe(documentTitle(path))
      const inRoot = await page.evaluate(() => ({
        roots: document.querySelectorAll('#root').length,
        head: document.querySelectorAll('#root :is(meta, title, link, script, style, noscript)')
          .length,
        headings: document.querySelectorAll('#root h1').length,
      }))
      expect(inRoot).toEqual({ roots: 1, head: 0, headings: 1 })
    },
  )
})

describe('route snapshots offline', () => {
  const server = staticHost(DIST)

  test('after one visit, offline and without the app code, every deep link paints from the precache', async () => {
    const session = await open(null, { serviceWorkers: 'allow', initScript: WATCH_SNAPSHOT })
    const { page } = session
    await page.goto(server.url)
    await workerReady(page)
    await page.context().setOffline(true)
    // The entry taken out of the worker's cache: offline, only the snapshot can paint.
    const entry = builtFile(ENTRY)
    const removed = await page.evaluate(async (file) => {
      let count = 0
      for (const name of await caches.keys()) {
        const cache = await caches.open(name)
        for (const request of await cache.keys())
          if (request.url.includes(file) && (await cache.delete(request))) count++
      }
      return count
    }, entry)
    expect(removed).toBe(1)
    for (const [i, { path, title }] of lazyRoutes.entries()) {
      await page.goto(`${server.url}#${path}`)
      await page.reload({ waitUntil: 'commit' })
      await routeHeading(page, title).waitFor()
      expect(await shownRoute(page), path).toBe(path)
      // The entry's import after the paint, which the worker can no longer answer.
      await expect
        .poll(() => session.problems.filter((l) => l.includes('dynamically imported')).length)
        .toBe(i + 1)
    }
    const times = lazyRoutes.length
    expectProblems(session, [
      // Each page asks twice: the head script's modulepreload, then the import.
      [/^error: Failed to load resource: net::ERR_FAILED$/, 2 * times],
      [/^pageerror: Failed to fetch dynamically imported module: /, times],
    ])
  })
})
