import { withinTimeout } from './downloadTimeout'

/** What a page says when its code is gone because a new deploy replaced it. */
export const SITE_UPDATED = 'This site was updated: reload to continue.'

/** How long the check may take before the failure is put down to the connection. */
export const UPDATE_CHECK_MS = 5000

/**
 * The files a build's import map sends each chunk to (decision 017), as one comparable
 * string: every build names its own hashed files. Null for text that holds no map.
 */
export function importMapIn(html: string): string | null {
  const script = /<script type="importmap">([\s\S]*?)<\/script>/i.exec(html)
  return script ? mapOf(script[1]!) : null
}

function mapOf(json: string): string | null {
  try {
    const imports: unknown = JSON.parse(json)?.imports
    if (typeof imports !== 'object' || imports === null) return null
    return JSON.stringify(Object.entries(imports).sort(([a], [b]) => (a < b ? -1 : 1)))
  } catch {
    return null
  }
}

/** The map of the page's own build (null outside a build: the dev server has none). */
export function ownImportMap(): string | null {
  const script = document.querySelector('script[type="importmap"]')
  return script ? mapOf(script.textContent ?? '') : null
}

/** The decision: the site now serves another build than the one this page runs. */
export const isOtherBuild = (own: string | null, served: string | null): boolean =>
  own !== null && served !== null && own !== served

export interface UpdateCheck {
  /** Fetches the site's index.html past every HTTP cache (a service worker answers for its deploy). */
  fetchIndex: () => Promise<Response>
  own: () => string | null
}

const defaults: UpdateCheck = {
  // The chunks live in assets/, one folder below the site's index.html, which is fetched as
  // it is deployed then, not bundled (vite-ignore: the build leaves the address as written).
  fetchIndex: () =>
    fetch(new URL(/* @vite-ignore */ '../index.html', import.meta.url), { cache: 'no-store' }),
  own: ownImportMap,
}

// Once seen, a new deploy stays: this page's build never comes back.
let updated = false

/**
 * After a download of the site's code failed: whether the site was updated under the page
 * (its index.html now maps the chunks to other files), so the old file is gone for good and
 * only a reload helps. False when the check cannot tell (offline, a stalled host): the
 * connection is then the likely cause. Never rejects.
 */
export async function siteUpdated(check: UpdateCheck = defaults): Promise<boolean> {
  if (updated) return true
  const own = check.own()
  if (own === null) return false
  try {
    const html = await withinTimeout(
      check.fetchIndex().then((response) => (response.ok ? response.text() : '')),
      UPDATE_CHECK_MS,
    )
    updated = isOtherBuild(own, importMapIn(html))
  } catch {
    // No answer: nothing is known about a deploy.
  }
  return updated
}

/** Forgets a deploy seen (tests only). */
export function resetSiteUpdatedForTests(): void {
  updated = false
}
