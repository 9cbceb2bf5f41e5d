import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { university } from '../../src/content/education'
import { MENU_KEYWORD } from '../../src/games/registry'
import { DEEP_LINK } from '../../src/head/contract'
import { profileLinks } from '../../src/site.config'
import { NEWEST_PROJECT_YEAR, SKILL_GROUPS } from '../content'
import { outboundLinks } from '../outbound-links'
import { builtFile, expectProblems } from './abuse-kit'
import { blockFile } from './chunks'
import { appLive, baseURL, pageOpener, typeKeyword, url } from './harness'
import { homeShown } from './screens'

const ENTRY = 'index.html'

const open = pageOpener()

/** What the header's profile links show after their icon: their names, or nothing. */
const shownNames = (page: Page) =>
  Promise.all(
    profileLinks.map((l) =>
      page
        .getByRole('banner')
        .getByRole('link', { name: l.label, exact: true })
        .evaluate((link) => getComputedStyle(link, '::after').content),
    ),
  )

describe('pre-rendered Home', () => {
  test('with JavaScript off, About and Skills are readable and the form still posts', async () => {
    const { page } = await open(null, { javaScriptEnabled: false })
    await page.goto(baseURL())
    expect(await homeShown(page)).toBe(true)
    expect(await page.getByText(university.dates).isVisible()).toBe(true)
    expect(await page.getByRole('heading', { name: SKILL_GROUPS.at(-1) }).isVisible()).toBe(true)
    // The icons never get their sprite without the head script: the links that are an icon
    // alone show their names (with it, their icons alone: tests/flows/pages.flow.ts).
    expect(await shownNames(page)).toEqual(profileLinks.map((l) => `"${l.label}"`))

    const posts: string[] = []
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
      posts.push(route.request().postData() ?? '')
      return route.fulfill({ status: 200, contentType: 'text/html', body: 'ok' })
    })
    const form = page.locator('form[method="post"]')
    await form.getByLabel('Name').fill('No Script')
    await form.getByLabel('Email').fill('no.script@example.com')
    await form.getByLabel('Message').fill('Posted without JavaScript.')
    await form.getByRole('button', { name: 'Send' }).click()
    await page.waitForLoadState()
    await expect.poll(() => posts.length).toBe(1)
    expect(new URLSearchParams(posts[0]).get('message')).toBe('Posted without JavaScript.')
  })

  // Each route's outbound links, the app running, are read in every engine
  // (tests/flows/routes.flow.ts); with JavaScript off only Chromium's suite can look.
  test('read without JavaScript, it has the same rel on every outbound link', async () => {
    const { page } = await open('/', { javaScriptEnabled: false })
    const links = await page.evaluate(outboundLinks)
    expect(links.length).toBeGreaterThan(0)
    expect(links.filter((l) => l.wrong.length > 0)).toEqual([])
  })

  test('hydration keeps the pre-rendered nodes and brings them to life', async () => {
    const { page } = await open(null, {
      // Keeps the heading the HTML parser made, before any script of the app runs.
      initScript: `new MutationObserver((_, observer) => {
        const heading = document.getElementById('about-heading')
        if (!heading) return
        window.__preRendered = heading
        observer.disconnect()
      }).observe(document, { subtree: true, childList: true })`,
    })
    await page.goto(baseURL())
    // The app is live once typing a keyword opens the games menu.
    await typeKeyword(page, MENU_KEYWORD)
    await page.keyboard.press('Escape')
    expect(
      await page.evaluate(() => {
        const kept = (window as unknown as { __preRendered: Element | null }).__preRendered
        return kept?.isConnected === true && kept === document.getElementById('about-heading')
      }),
    ).toBe(true)
  })

  test('the HTML of / carries Home before any script runs', async () => {
    const { page } = await open(null)
    const html = await (await page.request.get(baseURL())).text()
    // As the HTML writes text: a group named "Tools & frameworks" is there as "&amp;".
    const asHtml = (text = '') =>
      text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
    expect(html).toContain(asHtml(university.dates))
    expect(html).toContain(asHtml(SKILL_GROUPS.at(-1)))
    expect(html).not.toMatch(/<link rel="stylesheet"/)
  })

  test.each(['/', '/?ref=cv'])(
    "with the app's code unreachable, Home still reads at /#%s",
    async (route) => {
      const session = await open(null)
      const { page } = session
      const entry = await blockFile(page, ENTRY)
      await page.goto(url(route))
      // The head script asks for the app's code at once (modulepreload), and imports it once
      // Home has painted. The import fails; it makes a second request, or, on a busy machine,
      // joins the preload's while that is still under way: one or two requests, all refused.
      const failedImport = /^pageerror: Failed to fetch dynamically imported module: /
      await expect
        .poll(() => session.problems.some((line) => failedImport.test(line)), { timeout: 15_000 })
        .toBe(true)
      expect(entry.refused.count).toBeGreaterThanOrEqual(1)
      expect(entry.refused.count).toBeLessThanOrEqual(2)
      expect(await page.getByRole('heading', { name: 'About', exact: true }).isVisible()).toBe(true)
      // Without the app, the icons get their sprite from the head script.
      await page.waitForFunction(() => !document.querySelector('use:not([href])'))
      expect(await page.locator('use[href]').count()).toBeGreaterThan(0)
      expectProblems(session, [
        [/^error: Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/, entry.refused.count],
        failedImport,
      ])
    },
  )

  test("a deep link downloads its route's code beside the entry, not after it", async () => {
    const { page } = await open(null)
    const entry = builtFile(ENTRY)
    const route = builtFile('src/pages/Projects.tsx')
    // The entry is held back until the route's chunk has been asked for: only a download
    // started by the page itself (not by the entry's code) can release it.
    let release: () => void = () => {}
    const routeAsked = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(`**/${entry}`, async (r) => {
      await routeAsked
      await r.continue()
    })
    page.on('request', (r) => {
      if (r.url().endsWith(`/${route}`)) release()
    })
    await page.goto(url('/projects'))
    await appLive(page)
    await page.getByRole('heading', { name: NEWEST_PROJECT_YEAR, exact: true }).waitFor()
    const fetched = await page.evaluate(
      (file) =>
        performance.getEntriesByType('resource').filter((e) => e.name.endsWith(`/${file}`)).length,
      route,
    )
    expect(fetched).toBe(1)
  })

  test('a deep link never shows Home first', async () => {
    const { page } = await open(null, {
      initScript: `
        window.__homeSeen = false
        new MutationObserver(() => {
          const about = document.getElementById('about-heading')
          if (about && about.checkVisibility({ visibilityProperty: true })) window.__homeSeen = true
        }).observe(document, { subtree: true, childList: true, attributes: true })
      `,
    })
    await page.goto(url('/projects'))
    await page.getByRole('heading', { name: 'Projects', exact: true }).waitFor()
    expect(
      await page.evaluate(() => (window as unknown as { __homeSeen: boolean }).__homeSeen),
    ).toBe(false)
    expect(
      await page.evaluate((name) => document.documentElement.classList.contains(name), DEEP_LINK),
    ).toBe(false)
  })
})
