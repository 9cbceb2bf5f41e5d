import { describe, inject, test } from 'vitest'
import { baseURL, pageOpener } from './harness'
import { offSiteAddresses, staysOnSite } from './off-site'
import { staticHost } from './static-server'
import { workerReady } from './worker-takeover'

// No address sends a visitor to another site: not the host's 404 page (dist/404.html, whose
// script sends a path to its hash route), nor the service worker, which answers an unknown
// page address with that same 404.html, offline too. nginx: tests/e2e/nginx.e2e.ts.
const open = pageOpener()
const DIST = inject('site').dir

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
