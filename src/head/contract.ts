/**
 * What the build tells the head script (src/head/boot.ts), kept apart from it because the
 * build's own code, which has no DOM, reads it too (scripts/prerender.ts, scripts/csp.ts).
 */

/** What a deep link needs: the route's code, its snapshot and its tab title. */
export interface BootRoute {
  /** The route's chunk and the chunks it imports that the entry does not. */
  files: string[]
  /** The route's pre-rendered HTML (assets/route-<name>-<hash>.html). */
  snapshot: string
  title: string
}

export interface BootPlan {
  /** The app's entry, and the chunks it imports at once. */
  entry: string
  preloads: string[]
  /** Every route whose page loads on demand, by path. */
  routes: Record<string, BootRoute>
  /** How long a deep link's snapshot may hold the app's code back, in ms. */
  wait: number
  /** The Trusted Types policy that lets a snapshot's markup in (SNAPSHOT_POLICY). */
  policy: string
  /** Where the head script leaves the input it held for the app (EARLY_INPUT). */
  inbox: string
  /** What every snapshot file starts with (SNAPSHOT_MARK). */
  mark: string
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
