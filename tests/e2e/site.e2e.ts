import { expect, test } from 'vitest'
import { screens } from '../../src/routes'
import { baseURL, pageOpener, startupDone } from './harness'

// What each route shows, its container, axe's findings, the plain address, Resume and About's
// jump are read in every engine (tests/flows/routes.flow.ts, pages.flow.ts). Here: what needs
// Chromium's request events.

/** Home's 3D sphere draws here, so what it loads counts too. */
const open3D = pageOpener({ webgl: true })

// Every request the page makes, the failed and the blocked too, needs the protocol's request
// events: the page's own resource timing lists only what it loaded.
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
