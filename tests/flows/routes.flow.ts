import { describe, expect, inject, test } from 'vitest'
import { profile } from '../../src/content/profile'
import { documentTitle, type Route, routeAt, routes, screens } from '../../src/routes'
import { axeInPage } from '../axe'
import { outboundLinks } from '../outbound-links'
import type { EnginePage } from './drivers/types'
import {
  appLive,
  click,
  everyPartHydrated,
  find,
  focused,
  pageOpener,
  url,
  waitFor,
} from './engine'

const open = pageOpener()

/** An address the route table does not know. */
const NOT_FOUND = '/no-such-page'

/** Every path of the route table, and an address it does not know (the 404). */
const PATHS = [...routes.map((r) => r.path ?? NOT_FOUND)]
/** The 404's paths: one the route table names, and one it does not know. */
const NOT_FOUND_PATHS = PATHS.filter((path) => !routeAt(path).screen)

type NavRoute = Route & { path: string; nav: NonNullable<Route['nav']> }
const navRoutes = routes.filter((r): r is NavRoute => r.path !== null && r.nav !== undefined)

/** Which of the headings named `names` are on screen: laid out, with a box, not hidden. */
const headingsShown = (page: EnginePage, names: string[]) =>
  page.evaluate(
    (wanted: string[]) =>
      [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')]
        .filter((h) => {
          const box = h.getBoundingClientRect()
          return box.width > 0 && box.height > 0 && getComputedStyle(h).visibility !== 'hidden'
        })
        .map((h) => h.textContent?.trim())
        .filter((name) => name !== undefined && wanted.includes(name)),
    names,
  )

/**
 * In the page: the header and About (less its progress bars, which follow the scroll) as
 * elements with their attributes in a fixed order, and text.
 */
const MARKUP = () => {
  const about = document.getElementById('about')?.cloneNode(true) as HTMLElement
  for (const bar of about.querySelectorAll('[role=progressbar]')) bar.remove()
  const describe = (node: Node): string => {
    if (!(node instanceof Element))
      return node.nodeType === Node.TEXT_NODE ? (node.textContent ?? '') : ''
    const attrs = [...node.attributes].map((a) => `${a.name}="${a.value}"`).sort()
    return `<${node.tagName} ${attrs.join(' ')}>${[...node.childNodes].map(describe).join('')}>`
  }
  return describe(document.querySelector('header')!) + describe(about)
}

/** Waits until the focus is on the page's h1, which reads `text`. */
const focusOn = (page: EnginePage, text: string) =>
  waitFor(
    page,
    (t: string) =>
      document.activeElement === document.querySelector('main h1') &&
      document.activeElement?.textContent?.trim() === t,
    `focus on the h1 ${text}`,
    [text],
  )

/**
 * The ring painted round the focused element: "none" when it has no visible outline or box
 * shadow, else the computed outline and shadow.
 */
const focusRing = (page: EnginePage) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!)
    const transparent = (colour: string) => /^(transparent|rgba\(.*,\s*0\))$/.test(colour)
    const outline =
      style.outlineStyle === 'none' ||
      Number.parseFloat(style.outlineWidth) === 0 ||
      transparent(style.outlineColor)
    const shadow = style.boxShadow === 'none'
    return outline && shadow
      ? 'none'
      : `outline: ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}; box-shadow: ${style.boxShadow}`
  })

describe('routes', () => {
  test('Home and every deep link paint from pre-rendered HTML, which the app then takes over; its code downloads beside the HTML, and the focus stays put', async () => {
    for (const { path, title } of screens) {
      const page = await open(null)
      await page.goto(url(path))
      await appLive(page)
      const seen = await page.evaluate((route: string) => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0]
        const resources = performance.getEntriesByType('resource')
        const entry = resources.find((e) => /\/assets\/index-[\w-]+\.js$/.test(e.name))
        return {
          // main.tsx takes data-route off when it renders afresh instead of hydrating.
          hydrated: document.getElementById('root')?.dataset.route === route,
          h1: document.querySelector('main h1')?.textContent,
          title: document.title,
          snapshots: resources.filter((e) => /\/assets\/route-[\w-]+\.html$/.test(e.name)).length,
          // The head script asks for it before the body is parsed, so before anything paints.
          codeBesideHtml: Boolean(paint && entry && entry.startTime < paint.startTime),
        }
      }, path)
      expect(seen, path).toEqual({
        hydrated: true,
        h1: path === '/' ? profile.name : title,
        title: documentTitle(path),
        snapshots: path === '/' ? 0 : 1,
        codeBesideHtml: true,
      })
      // Once every part has hydrated, the icons name their sprite.
      await everyPartHydrated(page, `the icons of ${path} to name their sprite`)
      // A first load leaves the focus where the browser put it.
      expect(await focused(page), path).toBe('body')
      await page.close()
    }
  })

  test('a plain address shows Home, whose Resume is the site’s own PDF; every route shows its heading, its title and its container, axe finds no violations, and every link leaving it opens a new tab with noopener and noreferrer', async () => {
    const page = await open(null)
    await page.goto(inject('baseURL'))
    // The pre-rendered HTML shows Home before any script: check what the live app shows.
    await appLive(page)
    expect((await headingsShown(page, ['About', 'Skills'])).sort()).toEqual(['About', 'Skills'])
    // The nav's Resume is a PDF of the site's own (a new tab: the outbound links below).
    const href = (await page.attribute(
      await find(page, { role: 'link', name: 'Resume', within: 'nav[aria-label="Main"]' }),
      'href',
    ))!
    const resume = new URL(href, inject('baseURL'))
    expect(href).toMatch(/\.pdf$/)
    expect(resume.origin).toBe(new URL(inject('baseURL')).origin)
    const response = await fetch(resume)
    expect(response.status).toBe(200)
    expect((await response.text()).slice(0, 5)).toBe('%PDF-')

    for (const path of PATHS) {
      await page.goto(url(path))
      // WebKit's driver loads the page afresh for the address it is already on (the first):
      // the app starts after that page's first paint, and a hash changed before it started
      // would be its first route, not a navigation.
      await appLive(page)
      await waitFor(page, () => document.querySelector('main h1')?.textContent, `h1 of ${path}`)
      expect(await page.title(), path).toBe(documentTitle(path))
      // The route table's container; a 404 has no header (a screen has, pages.flow.ts).
      expect(
        await page.evaluate(() => [
          document.querySelector('main')?.dataset.container,
          document.querySelectorAll('header').length,
        ]),
        path,
      ).toEqual([routeAt(path).container, routeAt(path).screen ? 1 : 0])
      expect(await page.evaluate(axeInPage), path).toEqual([])
      if (path === NOT_FOUND) {
        // The 404's only heading is its h1, the page's name, with the code shown above it.
        expect(
          await page.evaluate(() => {
            const headings = [...document.querySelectorAll('main :is(h1, h2, h3, h4, h5, h6)')]
            const code = [...document.querySelectorAll('main *')].find(
              (el) => el.childElementCount === 0 && el.textContent?.trim() === '404',
            )
            return {
              headings: headings.map((h) => `${h.tagName} ${h.textContent?.trim()}`),
              codeAbove:
                code !== undefined &&
                code.getBoundingClientRect().bottom <= headings[0]!.getBoundingClientRect().top,
            }
          }),
        ).toEqual({ headings: [`H1 ${routeAt(NOT_FOUND).title}`], codeAbove: true })
      }
      // Every link that leaves the site opens a new tab that can neither reach back through
      // window.opener nor learn the address it came from.
      const outbound = await page.evaluate(outboundLinks)
      if (screens.some((r) => r.path === path)) expect(outbound.length, path).toBeGreaterThan(0)
      expect(
        outbound.filter((l) => l.wrong.length > 0),
        path,
      ).toEqual([])
      if (path === PATHS[0]) continue
      // A new address in the same page (back, forward, a typed hash) hands focus to the h1 by
      // code, with no key pressed: no engine may draw its own ring round it (WebKit's blue
      // box, Firefox's double line).
      await waitFor(
        page,
        () => document.activeElement === document.querySelector('main h1'),
        `focus on the h1 of ${path}`,
      )
      expect(await focusRing(page), path).toBe('none')
    }
  })

  test('each 404 address, opened afresh, shows its picture and the code; its link leads Home, focus on Home’s h1', async () => {
    for (const path of NOT_FOUND_PATHS) {
      const page = await open(path)
      await waitFor(
        page,
        (t: string) => document.querySelector('main h1')?.textContent === t,
        `the 404 at ${path}`,
        [routeAt(path).title],
      )
      expect(
        await page.evaluate(() => [
          document.querySelector('main')?.dataset.container,
          document.querySelectorAll('header').length,
          [...document.querySelectorAll('main *')].some(
            (el) => el.childElementCount === 0 && el.textContent?.trim() === '404',
          ),
          (document.querySelector('main img')?.getAttribute('alt') ?? '').length > 0,
        ]),
        path,
      ).toEqual([routeAt(path).container, 0, true, true])
      // The 404 page is a chunk of its own: its picture may still be on its way.
      await waitFor(
        page,
        () => {
          const img = document.querySelector<HTMLImageElement>('main img')
          return img?.complete && img.naturalWidth > 0
        },
        `the picture of the 404 at ${path}`,
      )
      await page.click(await find(page, { role: 'link', name: 'Go to Home Page', within: 'main' }))
      await waitFor(page, () => document.getElementById('about') !== null, 'Home')
      await focusOn(page, profile.name)
      expect(await headingsShown(page, ['About']), path).toEqual(['About'])
      expect(await page.evaluate(() => location.hash), path).toBe('#/')
      await page.close()
    }
  })

  test('each nav link opens its page, marked as the current one, and hands focus to its h1 (a section: brings it into view)', async () => {
    // Start on the 404 so that every nav link, Home's too, opens another screen.
    const page = await open('/courses')
    for (const route of [...navRoutes].reverse()) {
      await page.click(
        await find(page, { role: 'link', name: route.nav.label, within: 'nav[aria-label="Main"]' }),
      )
      await waitFor(page, (t: string) => document.title === t, route.title, [
        documentTitle(route.path),
      ])
      // The nav marks the page's own item as the current one, and only it.
      expect(
        await page.evaluate(() =>
          [...document.querySelectorAll('nav[aria-label="Main"] [aria-current]')].map((el) =>
            el.textContent?.trim(),
          ),
        ),
        route.path,
      ).toEqual([route.nav.label])
      if (route.nav.section) {
        await waitFor(
          page,
          (id: string) => {
            const box = document.getElementById(id)?.getBoundingClientRect()
            return box !== undefined && box.top < innerHeight && box.bottom > 0
          },
          `section ${route.nav.section} in view`,
          [route.nav.section],
        )
      } else {
        await focusOn(page, route.title)
        expect(await focused(page)).toBe(`h1: ${route.title}`)
        // Focus moved there by code, not by a key: no engine may draw its own ring round
        // the heading (WebKit's blue box, Firefox's double line).
        expect(await focusRing(page), route.title).toBe('none')
      }
    }
  })

  test('Home hydrated from its pre-rendered HTML is the markup the app renders itself', async () => {
    const page = await open(null)
    await page.goto(inject('baseURL'))
    await appLive(page)
    // Live comes first; the parts of the page left for later and the icons' sprite follow.
    await everyPartHydrated(page)
    const hydrated = await page.evaluate(MARKUP)
    await page.goto(url('/courses'))
    await waitFor(
      page,
      (t: string) => document.querySelector('main h1')?.textContent === t,
      'Courses',
      [routeAt('/courses').title],
    )
    await click(page, { role: 'link', name: 'Home', within: 'main' })
    await waitFor(page, () => document.getElementById('about') !== null, 'Home')
    expect(await page.evaluate(MARKUP)).toBe(hydrated)
  })

  test('a link pressed by Enter, gone with its page, hands focus to the new page’s h1, lazy or not; Tab goes on from there', async () => {
    const page = await open('/')
    for (const [link, h1] of [
      ['View Relevant Courses', routeAt('/courses').title],
      ['Home', profile.name],
    ] as const) {
      const selector = await find(page, { role: 'link', name: link, within: 'main' })
      await page.evaluate(
        (sel: string) => document.querySelector<HTMLElement>(sel)!.focus(),
        selector,
      )
      await page.press('Enter')
      await focusOn(page, h1)
    }
    // The focused heading is where reading goes on from, not the top of the page.
    await page.press('Tab')
    expect(await focused(page)).not.toBe('body')
  })
})
