import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { inject } from 'vitest'
import { RECORDS, recordPath } from '../../scripts/lib/records.mjs'
import { pageFile, routeAt } from '../../src/routes'
import { builtFile } from './abuse-kit'

// One home for the ways the browser tests get between a page and one of its built files,
// and for what the site shows when such a download fails.

/**
 * The built snapshot of a route (src/head/boot.ts), assets/route-projects-<hash>.html, as the
 * build recorded it for the route's page (as builtFile reads the manifest).
 */
export function snapshotOf(path: string): string {
  const dist = inject('site').dir
  const record = recordPath(dist, RECORDS.snapshots)
  const file = JSON.parse(readFileSync(record, 'utf8'))[pageFile(routeAt(path).page)]
  if (!file) throw new Error(`${path} has no snapshot in ${record}`)
  return file
}

/**
 * Makes one built file unreachable, as offline, until `unblock()` is called. `refused`
 * counts the requests turned away.
 */
export async function blockFile(page: Page, source: string) {
  let blocked = true
  const refused = { count: 0 }
  await page.route(`**/${builtFile(source)}`, (route) => {
    if (!blocked) return route.continue()
    refused.count++
    return route.abort('internetdisconnected')
  })
  return {
    refused,
    unblock() {
      blocked = false
    },
  }
}

/**
 * Holds one built file: its requests get no answer, neither data nor error, until
 * `release()`, then go through. `asked` counts the requests that came in.
 */
export async function holdFile(page: Page, source: string) {
  return holdBuilt(page, builtFile(source))
}

/** holdFile for a built file named as built (a route's snapshot, say). */
export async function holdBuilt(page: Page, file: string) {
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  const asked = { count: 0 }
  await page.route(`**/${file}`, async (route) => {
    asked.count++
    await released
    await route.continue()
  })
  return { asked, release }
}

/** A link of the header's nav, by its exact name. */
export const navLink = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('link', { name, exact: true })

/** The message shown in place of a page whose code did not download (ChunkError). */
export const chunkMessage = (page: Page) =>
  page.getByRole('alert').getByRole('heading', { name: 'This page did not load' })
