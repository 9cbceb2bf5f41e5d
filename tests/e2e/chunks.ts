import type { Page } from 'playwright-core'
import { builtFile } from './abuse-kit'

// One home for the ways the browser tests get between a page and one of its built files,
// and for what the site shows when such a download fails.

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
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  const asked = { count: 0 }
  await page.route(`**/${builtFile(source)}`, async (route) => {
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
