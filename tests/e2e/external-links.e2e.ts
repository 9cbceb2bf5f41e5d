import type { Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { pageOpener, url } from './harness'
import { NOT_FOUND_HEADING, SCREEN_HEADINGS } from './screens'

const open = pageOpener()

const ROUTES = [...SCREEN_HEADINGS, ['/no-such-page', NOT_FOUND_HEADING] as const]

/**
 * Links that leave the site (another origin) or open a new tab, with what is wrong:
 * each must open a new tab with rel "noopener noreferrer", so the page it opens can
 * neither reach back through window.opener nor learn the address it came from.
 */
function outboundLinks(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .filter(
        (a) =>
          a.target === '_blank' || (a.protocol.startsWith('http') && a.origin !== location.origin),
      )
      .map((a) => {
        const rel = a.rel.split(/\s+/)
        const wrong = [
          a.target === '_blank' ? '' : 'no target=_blank',
          rel.includes('noopener') ? '' : 'no noopener',
          rel.includes('noreferrer') ? '' : 'no noreferrer',
        ].filter(Boolean)
        return { href: a.getAttribute('href'), wrong }
      }),
  )
}

test.each(ROUTES)('every link leaving %s has rel="noopener noreferrer"', async (route, heading) => {
  const { page } = await open(route)
  await page.getByRole('heading', { name: heading, exact: true }).waitFor()
  const links = await outboundLinks(page)
  if (route !== '/no-such-page') expect(links.length).toBeGreaterThan(0)
  expect(links.filter((l) => l.wrong.length > 0)).toEqual([])
})

test('the pre-rendered Home, read without JavaScript, has the same rel on every outbound link', async () => {
  const { page } = await open(null, { javaScriptEnabled: false })
  await page.goto(url('/'))
  const links = await outboundLinks(page)
  expect(links.length).toBeGreaterThan(0)
  expect(links.filter((l) => l.wrong.length > 0)).toEqual([])
})
