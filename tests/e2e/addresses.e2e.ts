import { describe, expect, inject, test } from 'vitest'
import { MENU_KEYWORD } from '../../src/games/registry'
import { DEEP_LINK } from '../../src/head/contract'
import { lazyRoutes, pageFile } from '../../src/routes'
import { ADDRESSES } from '../../src/test/addresses'
import { builtFile, expectProblems } from './abuse-kit'
import { baseURL, pageOpener, typeKeyword } from './harness'
import { NOT_FOUND_HEADING, SCREEN_HEADINGS } from './screens'
import { staticHost } from './static-server'

const open = pageOpener()

/** The heading each screen shows; any other path shows the 404 page. */
const HEADINGS = new Map(SCREEN_HEADINGS)

// Keeps Home's heading as the HTML parser made it, before any script of the app runs.
const KEEP_PRE_RENDERED = `new MutationObserver((_, observer) => {
  const heading = document.getElementById('about-heading')
  if (!heading) return
  window.__preRendered = heading
  observer.disconnect()
}).observe(document, { subtree: true, childList: true })`

describe('shared links with a query string or a trailing slash', () => {
  test.each(ADDRESSES)('/$address shows $path', async ({ address, path }) => {
    const { page } = await open(null, { initScript: KEEP_PRE_RENDERED })
    await page.goto(`${baseURL()}${address}`)
    // The app is live once typing a keyword opens the games menu.
    await typeKeyword(page, MENU_KEYWORD)
    await page.keyboard.press('Escape')

    const heading = HEADINGS.get(path) ?? NOT_FOUND_HEADING
    expect(await page.getByRole('heading', { name: heading, exact: true }).isVisible()).toBe(true)
    expect(await page.getByText(NOT_FOUND_HEADING).count()).toBe(
      heading === NOT_FOUND_HEADING ? 1 : 0,
    )
    const state = await page.evaluate(
      (deepLink) => ({
        hidden: document.documentElement.classList.contains(deepLink),
        preloads: [...document.querySelectorAll('link[rel=modulepreload]')].map((l) =>
          l.getAttribute('href'),
        ),
        kept: (() => {
          const kept = (window as unknown as { __preRendered?: Element }).__preRendered
          return kept?.isConnected === true && kept === document.getElementById('about-heading')
        })(),
      }),
      DEEP_LINK,
    )
    expect(state.hidden).toBe(false)
    // The head script read the same route as the router: it preloads that route's code only.
    const routeCode = lazyRoutes
      .filter((r) => state.preloads.includes(`./${builtFile(pageFile(r.page))}`))
      .map((r) => r.path)
    expect(routeCode).toEqual(lazyRoutes.some((r) => r.path === path) ? [path] : [])
    // Home hydrated the pre-rendered page: its nodes stay.
    if (path === '/') expect(state.kept).toBe(true)
  })
})

// An address without the hash on a static host is read in every engine
// (tests/flows/not-found.flow.ts). Here: the same with JavaScript off, which needs
// Chromium's emulation (a context option) and the document's response status.
describe('an address without the hash, on a static host as GitHub Pages, Netlify or Cloudflare Pages', () => {
  const { dir, folder } = inject('site')
  // 404.html for unknown paths, the _headers file applied.
  const atHome = staticHost(dir, { notFoundPage: true, headersFile: true, prefix: folder })

  test('with JavaScript off, says so and links to the site', async () => {
    const session = await open(null, { javaScriptEnabled: false })
    const { page } = session
    const response = await page.goto(`${atHome.url}nowhere`)
    expect(response?.status()).toBe(404)
    expectProblems(session, [/Failed to load resource: the server responded with a status of 404/])
    expect(session.problems).toEqual([])
    expect(await page.getByRole('heading', { name: 'Page Not Found' }).isVisible()).toBe(true)
    await page.getByRole('link', { name: 'Go to Home Page' }).click()
    await page.getByRole('heading', { name: 'About', exact: true }).waitFor()
    expect(page.url()).toBe(atHome.url)
  })
})
