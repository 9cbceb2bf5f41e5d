import { describe, expect, inject, test } from 'vitest'
import { routeAt } from '../../src/routes'
import { staticHost } from '../e2e/static-server'
import type { EnginePage } from './drivers/types'
import { click, excuseProblems, pageOpener, waitFor } from './engine'

// An address without the hash on a static host, in every engine. With JavaScript off
// (Chromium's emulation) in tests/e2e/addresses.e2e.ts.

const open = pageOpener()
/** The heading a route shows: its title in the route table. */
const title = (path: string) => routeAt(path).title
// A static host as GitHub Pages, Netlify or Cloudflare Pages: 404.html for unknown paths,
// the _headers file applied (its policy must allow the inline code of both pages).
const HOST = { notFoundPage: true, headersFile: true }
/** The served build and the folder siteUrl names (`/` or `/portfolio/`), where it is published. */
const { dir, folder } = inject('site')
/** Another folder: a copy published somewhere its siteUrl does not say. */
const ELSEWHERE = folder === '/' ? '/portfolio/' : '/'
const atHome = staticHost(dir, { ...HOST, prefix: folder })
// The build as it is: the problem probe of the engines' copy is named at the home folder.
const elsewhere = staticHost(process.env.E2E_DIST ?? 'dist', { ...HOST, prefix: ELSEWHERE })

/**
 * Opens an address that is not a file in `page` (a fresh one when null) and waits for the
 * page it ends on, whose h1 is `heading`. The host answered 404 for that address, and for
 * nothing else: Chromium reports that answer on the console, which is expected.
 */
async function visit(
  on: EnginePage | null,
  server: typeof atHome,
  path: string,
  heading: string,
): Promise<EnginePage> {
  const page = on ?? (await open(null))
  excuseProblems(page, /Failed to load resource: the server responded with a status of 404/)
  server.misses()
  await page.goto(`${server.url}${path}`)
  await waitFor(
    page,
    (h: string) => document.querySelector('main h1')?.textContent === h,
    heading,
    [heading],
  )
  expect(server.misses()).toEqual([`${new URL(server.url).pathname}${path}`])
  return page
}

const href = (page: EnginePage) => page.evaluate(() => location.href)

describe('an address without the hash, on a static host', () => {
  test('each shows its page, and Back does not bounce into the broken address', async () => {
    // From a page of the site: the visit adds one entry to the history, whatever the engine
    // does with the blank page a tab starts on.
    const page = await open(null)
    await page.goto(atHome.url)
    for (const [path, address] of [
      ['projects', '#/projects'],
      ['projects/', '#/projects/'],
      ['work-experience?ref=cv', '?ref=cv#/work-experience'],
      ['courses/?utm_source=linkedin', '?utm_source=linkedin#/courses/'],
    ] as const) {
      const before = await page.evaluate(() => history.length)
      await visit(page, atHome, path, title(`/${path.split('?')[0]}`))
      expect(await href(page), path).toBe(`${atHome.url}${address}`)
      // The broken address is replaced in the history, so Back does not bounce into it.
      expect((await page.evaluate(() => history.length)) - before, path).toBe(1)
    }
  })

  test('an unknown address shows the app’s 404 page, whose button leads home', async () => {
    const page = await visit(null, atHome, 'old/page.html', title('/old/page.html'))
    expect(await href(page)).toBe(`${atHome.url}#/old/page.html`)
    expect(
      await page.evaluate(() =>
        [...document.querySelectorAll('main *')].some(
          (el) =>
            el.childElementCount === 0 &&
            el.textContent?.trim() === '404' &&
            el.getBoundingClientRect().height > 0,
        ),
      ),
    ).toBe(true)
    await click(page, { role: 'link', name: 'Go to Home Page', within: 'main' })
    await waitFor(
      page,
      () => [...document.querySelectorAll('h2')].some((h) => h.textContent?.trim() === 'About'),
      'Home',
    )
  })

  test(`published in ${ELSEWHERE} instead, each shows its page`, async () => {
    for (const [path, address] of [
      ['courses', '#/courses'],
      ['contact?ref=cv', '?ref=cv#/contact'],
    ] as const) {
      const page = await visit(null, elsewhere, path, title(`/${path.split('?')[0]}`))
      expect(await href(page), path).toBe(`${elsewhere.url}${address}`)
      await page.close()
    }
  })
})
