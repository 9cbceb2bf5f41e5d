import { describe, expect, inject, test } from 'vitest'
import { screens } from '../../src/routes'
import { baseURL, pageOpener, startupDone } from './harness'
import { offSiteAddresses, staysOnSite } from './off-site'
import { staticHost } from './static-server'
import { workerReady } from './worker-takeover'

// No address sends a visitor to another site: not the host's 404 page (dist/404.html, whose
// script sends a path to its hash route), nor the service worker, which answers an unknown
// page address with that same 404.html, offline too. nginx: tests/e2e/nginx.e2e.ts.
const open = pageOpener()
/** Home's 3D sphere draws here, so what it loads counts too. */
const open3D = pageOpener({ webgl: true })
const DIST = inject('site').dir

// What each route shows, its container, axe's findings, the plain address, Resume and About's
// jump are read in every engine (tests/flows/routes.flow.ts, pages.flow.ts). Here: what needs
// Chromium's request events. Every request the page makes, the failed and the blocked too,
// needs the protocol's request events: the page's own resource timing lists only what it loaded.
test.each([...screens.map((r) => r.path), '/nowhere'])(
  'no request leaves the site while %s loads',
  async (route) => {
    const { page } = await open3D(null, { height: 4000 })
    const origins = new Set<string>()
    page.on('request', (r) => {
      origins.add(new URL(r.url()).origin)
    })
    await page.goto(`${baseURL()}#${route}`)
    await page.locator('main h1').first().waitFor()
    // Everything the page loads by itself has loaded once its start-up is done.
    await startupDone(page)
    expect([...origins]).toEqual([new URL(baseURL()).origin])
  },
)

describe('addresses made to lead off the site', () => {
  const { origin, pathname: folder } = new URL(baseURL())

  test.each(offSiteAddresses(folder))(
    '%s, through the 404 page, stays on the site',
    async (address) => {
      await staysOnSite(await open(null), origin, address)
    },
  )

  describe('answered by the service worker, offline', () => {
    const server = staticHost(DIST)

    test('every one stays on the site', async () => {
      const session = await open(null, { serviceWorkers: 'allow' })
      const { page } = session
      await page.goto(server.url)
      await workerReady(page)
      await page.context().setOffline(true)
      const { origin: at, pathname } = new URL(server.url)
      for (const address of offSiteAddresses(pathname)) await staysOnSite(session, at, address)
    })
  })
})
