import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { expectProblems } from './abuse-kit'
import { appLive, type Session } from './harness'

// Addresses made to send a visitor to another site through the 404 page's redirect:
// protocol-relative paths, backslashes (read as slashes), encoded slashes, each from the site's
// folder (the server's root for a user site; for a project site the root is another site's),
// and the same after the folder's own slash. The unit tests hold the full table
// (src/test/hashRedirect.cases.ts); these are the ones a browser can be given.
export const offSiteAddresses = (folder: string): string[] => {
  const from = folder.replace(/\/$/, '')
  return [
    ...new Set([
      ...[
        '//evil.example/projects',
        '/\\evil.example/contact',
        '//evil.example/',
        '///evil.example//projects',
        '/\\/evil.example/courses/',
        '/%2F%2Fevil.example/projects',
        '/%5Cevil.example/contact',
      ].map((address) => `${from}${address}`),
      `${folder}/evil.example/projects`,
      `${folder}\\evil.example/work-experience?ref=cv`,
    ]),
  ]
}

/**
 * Opens `address` (from `origin`) and follows wherever the site sends it until the app runs,
 * refusing every request to another origin; expects none, and the page still on `origin`.
 */
export async function staysOnSite(session: Session, origin: string, address: string) {
  const { page, context } = session
  const elsewhere: string[] = []
  let left: () => void = () => {}
  const leaving = new Promise<void>((resolve) => {
    left = resolve
  })
  await context.route(
    (url) => url.origin !== origin,
    (route) => {
      elsewhere.push(route.request().url())
      left()
      return route.abort()
    },
  )
  let missing = 0
  page.on('response', (response) => {
    if (response.status() === 404) missing++
  })
  await page.goto(`${origin}${address}`, { waitUntil: 'commit' })
  await Promise.race([appLive(page), leaving])
  expect(elsewhere, address).toEqual([])
  expect(new URL(page.url()).origin, address).toBe(origin)
  expectProblems(session, [
    [/Failed to load resource: the server responded with a status of 404/, missing],
  ])
  return page as Page
}
