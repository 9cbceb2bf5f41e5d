/**
 * How the page starts: `boot` is the head script of index.html (indexScript.ts, which the
 * build bundles, minifies and inlines: scripts/plugins/head-scripts.ts), and runs before the body is
 * parsed. The first screen paints from HTML; the app's code
 * downloads beside it and runs once that paint is shown:
 * - The app's entry, the chunks it imports and a deep link's route chunks are asked for at
 *   once (modulepreload), and the entry runs once the browser reports the first paint.
 * - Home is pre-rendered in index.html.
 * - A deep link (`/#/projects`) hides that Home (class DEEP_LINK) and fetches its route's
 *   snapshot, the route pre-rendered at build time. The snapshot goes into #root, marked with
 *   its route, and shows; once it has painted, the app starts and hydrates it. A snapshot
 *   that fails, or has not arrived after SNAPSHOT_WAIT_MS, holds nothing back: the app starts and
 *   renders the route itself, and a snapshot arriving once the app has begun is ignored.
 *   Only a real snapshot shows: a text/html answer that starts with the snapshot mark (plan.mark); anything
 *   else (a host's index.html answering every path) is a snapshot that failed.
 * - Until the app has begun (APP_STATE, `data-app` on <html>), keys typed and buttons pressed
 *   are held (earlyInput.ts) for the app to take over, and a link followed shows its
 *   route's snapshot (or Home again), title and focus included, as the app would.
 * - The icons' sprite is a file of its own: the pre-rendered HTML names it in `data-href`,
 *   which becomes `href` once the app has hydrated the page, or once its code has failed to
 *   load (icons.ts).
 * The snapshot is markup, not code: it goes in through a Trusted Types policy of its own,
 * `snapshot`, which the Content-Security-Policy allows beside `default`.
 */

import { routePath } from '../lib/hashPath'
import {
  APP_STATE,
  type BootPlan,
  DEEP_LINK,
  EARLY_INPUT,
  SHOWN_ROUTE,
  SNAPSHOT_POLICY,
  SNAPSHOT_WAIT_MS,
} from './contract'
import { type EarlyInput, holdEarlyInput } from './earlyInput'
import { showIcons } from './icons'

/**
 * Starts the page as the module comment says. `load` imports a module (in the page:
 * `(url) => import(url)`).
 */
export function boot(plan: BootPlan, load: (url: string) => Promise<unknown>): void {
  const html = document.documentElement
  // The app has begun (main.tsx sets APP_STATE before it renders): the page is its own.
  const begun = () => Boolean(html.dataset[APP_STATE])
  ;(window as unknown as Record<string, EarlyInput>)[EARLY_INPUT] = holdEarlyInput(begun)
  const first = routePath(location.hash)
  // Every key starts with a slash: no path can name one of Object's own properties.
  const firstRoute = plan.routes[first]
  const parsed = (then: () => void) => {
    if (document.readyState === 'loading')
      document.addEventListener('DOMContentLoaded', then, { once: true })
    else then()
  }
  // Once the browser reports the page's first contentful paint (where an engine has no paint
  // timing: two frames on), after 3 s at the latest; at once in a hidden tab, which paints
  // nothing. Frames alone are not enough: a frame can run before its paint is shown. Whichever
  // comes first ends the others, so no timer or listener outlives it.
  const afterPaint = (then: () => void) => {
    if (document.visibilityState === 'hidden') {
      then()
      return
    }
    let observer: PerformanceObserver | undefined
    const done = () => {
      clearTimeout(latest)
      observer?.disconnect()
      document.removeEventListener('visibilitychange', done)
      then()
    }
    const latest = setTimeout(done, 3000)
    document.addEventListener('visibilitychange', done)
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done)))
      return
    }
    observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length) done()
    })
    observer.observe({ type: 'paint', buffered: true })
  }
  let started = false
  let late: ReturnType<typeof setTimeout> | undefined
  const start = () =>
    parsed(() => {
      if (started) return
      started = true
      clearTimeout(late)
      // Leaving the page while the code downloads stops the download: Firefox then rejects
      // the import, after beforeunload and before pagehide. The visitor left; nothing failed.
      let leaving = false
      const leave = () => {
        leaving = true
      }
      const listen = (on: boolean) => {
        for (const type of ['beforeunload', 'pagehide'])
          (on ? addEventListener : removeEventListener)(type, leave)
      }
      listen(true)
      // The app points the icons at their sprite once it has hydrated the page; without it,
      // they get it at once, and the failure is reported as an uncaught error would be.
      load(plan.entry).then(
        () => listen(false),
        (error: unknown) => {
          listen(false)
          showIcons()
          if (!leaving) reportError(error)
        },
      )
    })
  // A policy the page's Content-Security-Policy refuses (an older header on the host) means
  // no snapshots, never a page that does not start.
  let policy: ReturnType<TrustedTypesLike['createPolicy']> | undefined
  let refused = false
  try {
    const types = (window as { trustedTypes?: TrustedTypesLike }).trustedTypes
    policy = types?.createPolicy(SNAPSHOT_POLICY, { createHTML: (markup) => markup })
  } catch {
    refused = true
  }
  const homeTitle = document.title
  let home: Node[] | undefined
  // Shows the route at `path` from its markup (Home: its nodes, kept from the first render)
  // unless the app has begun or the visitor has gone elsewhere meanwhile; `moved`: the visitor
  // followed a link, so the page starts at its top with focus on its heading, as in the app.
  const show = (path: string, markup: string | Node[], title: string, moved: boolean) => {
    const root = document.getElementById('root')
    if (begun() || routePath(location.hash) !== path || !root) return
    if (root.dataset[SHOWN_ROUTE] === '/' && !home) home = [...root.childNodes]
    if (typeof markup === 'string')
      root.innerHTML = (policy ? policy.createHTML(markup) : markup) as string
    else root.replaceChildren(...markup)
    root.dataset[SHOWN_ROUTE] = path
    document.title = title
    html.classList.remove(DEEP_LINK)
    if (!moved) {
      afterPaint(start)
      return
    }
    window.scrollTo(0, 0)
    root.querySelector<HTMLElement>('h1')?.focus({ preventScroll: true })
  }
  const fetchRoute = (path: string, moved: boolean) => {
    const route = plan.routes[path]
    if (!route || refused) return Promise.reject(path)
    // Only a snapshot is shown: HTML that starts with the mark. A host that answers every path
    // with index.html answers a snapshot it lacks with the whole page: the app renders instead.
    return fetch(route.snapshot)
      .then((response) =>
        response.ok && /^text\/html\b/i.test(response.headers.get('content-type') ?? '')
          ? response.text()
          : Promise.reject(response.status),
      )
      .then((text) =>
        text.startsWith(plan.mark)
          ? parsed(() => show(path, text.slice(plan.mark.length), route.title, moved))
          : Promise.reject(path),
      )
  }
  const onMove = () => {
    if (begun()) {
      removeEventListener('hashchange', onMove)
      return
    }
    const path = routePath(location.hash)
    if (path === '/' && home) show(path, home, homeTitle, true)
    else fetchRoute(path, true).catch(() => {})
  }
  addEventListener('hashchange', onMove)
  if (first === '/') parsed(() => afterPaint(start))
  else {
    html.classList.add(DEEP_LINK)
    if (!firstRoute || refused) start()
    else {
      late = setTimeout(start, SNAPSHOT_WAIT_MS)
      fetchRoute(first, false).catch(start)
    }
  }
  // The code's downloads are asked for after the snapshot's, which is what a deep link paints:
  // the first request of a page is the slow one to make (tens of ms on a slow phone).
  for (const file of [plan.entry, ...plan.preloads, ...(firstRoute ? firstRoute.files : [])]) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = file
    document.head.append(link)
  }
}

/** The part of the Trusted Types API the snapshot's policy uses. */
interface TrustedTypesLike {
  createPolicy(
    name: string,
    rules: { createHTML: (markup: string) => string },
  ): {
    createHTML(markup: string): unknown
  }
}
