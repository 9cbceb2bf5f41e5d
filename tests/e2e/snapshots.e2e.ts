import { readdirSync } from 'node:fs'
import type { Page, Route } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { lazyRoutes } from '../../src/routes'
import { builtFile, expectProblems } from './abuse-kit'
import { appLive, frames, pageOpener, url } from './harness'
import { type StaticServer, serveStatic } from './static-server'

// A deep link (`/#/projects`) paints from its route's snapshot, the route pre-rendered at
// build time, which the inline head script fetches beside the app's code; the app then
// hydrates it (scripts/prerender.ts, src/main.tsx). Every lazy route of the route table.

const DIST = process.env.E2E_DIST ?? 'dist'
const ENTRY = 'index.html'
const open = pageOpener()

/** The built snapshot of a route: assets/route-projects-<hash>.html, exactly one. */
function snapshotOf(path: string): string {
  const name = new RegExp(`^route${path.replace(/[^\w-]+/g, '-')}-[\\w-]+\\.html$`)
  const files = readdirSync(`${DIST}/assets`).filter((file) => name.test(file))
  expect(files, `the snapshot of ${path}`).toHaveLength(1)
  return `assets/${files[0]}`
}

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
    "with the app's code held back, $path paints its route from the snapshot",
    async ({ path, title }) => {
      const { page } = await open(null, { initScript: WATCH_SNAPSHOT })
      await entryNeverArrives(page)
      await page.goto(url(path), { waitUntil: 'commit' })
      await routeHeading(page, title).waitFor()
      expect(await shownRoute(page)).toBe(path)
      expect(await page.evaluate(() => document.documentElement.className)).not.toContain(
        'deep-link',
      )
    },
  )

  test.each(lazyRoutes)(
    'the app takes over the snapshot of $path without replacing a node',
    async ({ path, title }) => {
      const { page } = await open(null, { initScript: WATCH_SNAPSHOT })
      await entryAfterSnapshot(page)
      await page.goto(url(path))
      await appLive(page)
      await routeHeading(page, title).waitFor()
      // The app's effects have run (the first ones after hydration, a render they cause).
      await frames(page, 3)
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
      const { page } = await open(null, { initScript: WATCH_SNAPSHOT })
      await entryAfterSnapshot(page)
      await page.goto(url(path))
      await appLive(page)
      await frames(page, 3)
      expect(await shownRoute(page)).toBe(path)
      const hydrated = await markup(page)
      // The app alone, on a page of its own: its snapshot never arrives, so it renders afresh.
      const alone = (await open(null, { initScript: WATCH_SNAPSHOT })).page
      await alone.route(`**/${snapshotOf(path)}`, () => {})
      await alone.goto(url(path))
      await appLive(alone)
      await routeHeading(alone, title).waitFor()
      await frames(alone, 3)
      expect(await shownRoute(alone)).toBe(null)
      expect(hydrated).toBe(await markup(alone))
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
    let release: () => void = () => {}
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(`**/${file}`, async (route) => {
      await released
      await route.continue()
    })
    await page.goto(url(path))
    await appLive(page)
    await routeHeading(page, title).waitFor()
    await page.evaluate(() => {
      ;(window as unknown as { __rendered: Element | null }).__rendered =
        document.querySelector('main h1')
    })
    release()
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

  test('under a policy that requires Trusted Types, the snapshot still goes in', async () => {
    // What a later policy adds: HTML sinks take only Trusted Types, from the policy named
    // `snapshot` alone. A violation fails the test (the harness reports them as errors).
    const { path, title } = lazyRoutes[0]!
    const { page } = await open(null, { initScript: WATCH_SNAPSHOT })
    await entryNeverArrives(page)
    await page.route(url(path).replace(/#.*/, ''), async (route) => {
      const response = await route.fetch()
      const html = (await response.text()).replace(
        /(http-equiv="Content-Security-Policy" content="[^"]*)"/,
        `$1; require-trusted-types-for 'script'; trusted-types snapshot"`,
      )
      expect(html).toContain('require-trusted-types-for')
      await route.fulfill({ response, body: html })
    })
    await page.goto(url(path), { waitUntil: 'commit' })
    await routeHeading(page, title).waitFor()
    expect(await shownRoute(page)).toBe(path)
  })
})

describe('route snapshots offline', () => {
  let server: StaticServer
  beforeAll(async () => {
    server = await serveStatic(DIST)
  })
  afterAll(async () => {
    await server.close()
  })

  test.each(lazyRoutes)(
    'after one visit, offline and without the app code, $path paints from the precache',
    async ({ path, title }) => {
      const session = await open(null, { serviceWorkers: 'allow', initScript: WATCH_SNAPSHOT })
      const { page } = session
      await page.goto(server.url)
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
        timeout: 20_000,
      })
      await page.evaluate(() => navigator.serviceWorker.ready)
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
      await page.goto(`${server.url}#${path}`)
      await page.reload({ waitUntil: 'commit' })
      await routeHeading(page, title).waitFor()
      expect(await shownRoute(page)).toBe(path)
      await page.waitForLoadState('load')
      // The entry's request, which the worker can no longer answer.
      expectProblems(session, [/^error: Failed to load resource: net::ERR_FAILED$/])
    },
  )
})
