/**
 * The contract between the head script (boot.ts, built from indexScript.ts), the app
 * (src/main.tsx) and the build (scripts/plugins/prerender.ts, scripts/plugins/csp.ts): the plan the build
 * gives the head script, and every name the three share, each named here once. No DOM and
 * no imports: the build's own code, in Node, reads it too.
 */

/** What a deep link needs: the route's code, its snapshot and its tab title. */
export interface BootRoute {
  /** The route's chunk and the chunks it imports that the entry does not. */
  files: string[]
  /** The route's pre-rendered HTML (assets/route-<name>-<hash>.html). */
  snapshot: string
  title: string
}

/** What the build tells the head script: the files of this build. */
export interface BootPlan {
  /** The app's entry, and the chunks it imports at once. */
  entry: string
  preloads: string[]
  /** Every route whose page loads on demand, by path. */
  routes: Record<string, BootRoute>
  /**
   * SNAPSHOT_MARK, given as data: written into the script's own code it would hold `<!--`,
   * which no inline script may (inlineScript.ts); the build's data goes in with `<` escaped.
   */
  mark: string
}

/** What the build tells 404.html's script: the site's folder (`/portfolio/`), the app's routes. */
export interface NotFoundPlan {
  base: string
  routes: string[]
}

/** How long a deep link's snapshot may hold the app's code back. */
export const SNAPSHOT_WAIT_MS = 1000

/** The name of the Trusted Types policy that lets a snapshot's markup into the page. */
export const SNAPSHOT_POLICY = 'snapshot'

/** The property of `window` where the head script leaves the input it held for the app. */
export const EARLY_INPUT = '__earlyInput'

/**
 * What a snapshot file starts with, and the head script checks for before showing it: a host
 * that answers every path with index.html (status 200, text/html) answers a snapshot it does
 * not have with the whole page, which must never go into #root.
 */
export const SNAPSHOT_MARK = '<!--route snapshot-->'

/**
 * The class on <html> while a deep link waits for its snapshot or the app: the pre-rendered
 * Home stays hidden (DEEP_LINK_STYLE, in the head). The head script sets it; the head script
 * or the app, whichever shows the route first, takes it off.
 */
export const DEEP_LINK = 'deep-link'

/** The head's style for DEEP_LINK. */
export const DEEP_LINK_STYLE = `.${DEEP_LINK} #root{display:none}`

/**
 * `data-app` on <html> (its `dataset` key): absent until the app begins, then `starting`,
 * then `live` once its listeners are in place. Once it is there the head script shows no
 * more snapshots and holds no more input; the browser tests wait for `live`.
 */
export const APP_STATE = 'app'

/** `data-route` on #root (its `dataset` key): the route whose pre-rendered HTML it holds. */
export const SHOWN_ROUTE = 'route'

/**
 * The class the head script puts on <html> when another service worker takes control before
 * the app's code runs (workerWatch.ts): a new deploy's worker can claim the page while its
 * old files are still starting, and the app then reloads (src/lib/offline.ts).
 */
export const WORKER_REPLACED = 'worker-replaced'
