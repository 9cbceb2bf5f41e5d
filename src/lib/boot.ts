/**
 * How the page starts: the build inlines `boot` into index.html's head (scripts/prerender.ts),
 * where it runs before the body is parsed. The first screen paints from HTML, and only then
 * is any of the app's code asked for, so that nothing competes with that paint:
 * - Home is pre-rendered in index.html; once it has painted, the app starts.
 * - A deep link (`/#/projects`) hides that Home (class `deep-link`) and fetches its route's
 *   snapshot, the route pre-rendered at build time. The snapshot goes into #root, marked with
 *   its route, and shows; once it has painted, the app starts, its code and the route's
 *   together. A snapshot that fails, or has not arrived after `wait` ms, holds nothing back:
 *   the app starts and renders the route itself, and a snapshot arriving after that is
 *   ignored (main.tsx takes `deep-link` off when it renders). Only a real snapshot shows:
 *   a text/html answer that starts with the plan's mark; anything else (a host's index.html
 *   answering every path) is a snapshot that failed.
 * - The icons' sprite is a file of its own: the pre-rendered HTML names it in `data-href`,
 *   which becomes `href` when the app starts, after the first paint.
 * The snapshot is markup, not code: it goes in through a Trusted Types policy of its own,
 * `snapshot`, which the Content-Security-Policy allows beside `default`.
 * `boot` runs as its own source text: it may use nothing from outside its parameters.
 */

import type { BootPlan } from './bootPlan'

/**
 * Starts the page as the module comment says. `routePath` reads the hash as the app does;
 * `load` imports a module (in the page: `(url) => import(url)`).
 */
export function boot(
  plan: BootPlan,
  routePath: (hash: string) => string,
  load: (url: string) => Promise<unknown>,
): void {
  const html = document.documentElement
  const path = routePath(location.hash)
  // Every key starts with a slash: no path can name one of Object's own properties.
  const route = plan.routes[path]
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
      for (const use of document.querySelectorAll('use[data-href]')) {
        use.setAttribute('href', use.getAttribute('data-href') ?? '')
        use.removeAttribute('data-href')
      }
      for (const file of plan.preloads.concat(route ? route.files : [])) {
        const link = document.createElement('link')
        link.rel = 'modulepreload'
        link.crossOrigin = ''
        link.href = file
        document.head.append(link)
      }
      void load(plan.entry)
    })
  if (path === '/') {
    parsed(() => afterPaint(start))
    return
  }
  html.classList.add('deep-link')
  if (!route) {
    start()
    return
  }
  // A policy the page's Content-Security-Policy refuses (an older header on the host) means
  // no snapshot, never a page that does not start.
  let policy: ReturnType<TrustedTypesLike['createPolicy']> | undefined
  try {
    const types = (window as { trustedTypes?: TrustedTypesLike }).trustedTypes
    policy = types?.createPolicy(plan.policy, { createHTML: (markup) => markup })
  } catch {
    start()
    return
  }
  late = setTimeout(start, plan.wait)
  const show = (markup: string) => {
    // Too late: the app has rendered, or the visitor has gone elsewhere meanwhile.
    if (!html.classList.contains('deep-link') || routePath(location.hash) !== path) return
    const root = document.getElementById('root')
    if (!root) return
    root.innerHTML = (policy ? policy.createHTML(markup) : markup) as string
    root.dataset.route = path
    document.title = route.title
    html.classList.remove('deep-link')
    afterPaint(start)
  }
  // Only a snapshot is shown: HTML that starts with the mark. A host that answers every path
  // with index.html answers a snapshot it lacks with the whole page: the app renders instead.
  const htmlType = /^text\/html\b/i
  fetch(route.snapshot)
    .then((response) =>
      response.ok && htmlType.test(response.headers.get('content-type') ?? '')
        ? response.text()
        : Promise.reject(response.status),
    )
    .then((text) => {
      if (!text.startsWith(plan.mark)) return start()
      parsed(() => show(text.slice(plan.mark.length)))
    }, start)
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
