import { describe, expect, inject, test } from 'vitest'
import { findGame } from '../../src/games/registry'
import { documentTitle, screens } from '../../src/routes'
import { staticHost } from '../e2e/static-server'
import { abilities, appLive, button, find, pageOpener, waitFor } from './engine'

// Offline after one visit, in every engine: the network's end is the site's server gone. What
// needs Chromium's protocol (the network switched off, a new deploy taking over, repeat
// visits' requests) stays in tests/e2e/offline.e2e.ts.

const open = pageOpener()
const { dir, folder } = inject('site')
// A server of this file's own, so that it can go away: the network's end for the page.
const server = staticHost(dir, { prefix: folder, notFoundPage: true })

// Only where the engine's automation lets a service worker register.
const swTest = abilities.serviceWorkers ? test : () => {}

describe('offline', () => {
  swTest(
    'after one visit every screen, a game and the résumé open with the server gone',
    async () => {
      const page = await open(null, { serviceWorkers: true })
      await page.goto(`${server.url}#/`)
      await appLive(page)
      await waitFor(page, () => navigator.serviceWorker.controller !== null, 'the service worker')
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => true))
      await server.close()
      for (const { path } of screens) {
        await page.goto(`${server.url}#${path}`)
        // The route is shown first: a reload while its chunk or an eager picture is still
        // loading aborts it, which Firefox reports as a failed part of the page ("A
        // ServiceWorker intercepted the request and encountered an unexpected error"). The
        // title changes with the address, before the chunk is there; the loading placeholder
        // goes with it.
        await waitFor(
          page,
          (t: string) =>
            document.title === t &&
            !document.querySelector('[aria-busy="true"]') &&
            [...document.images].every((img) => img.loading === 'lazy' || img.complete),
          `${path} shown`,
          [documentTitle(path)],
        )
        // The old document is marked, so only the reloaded one can answer.
        await page.evaluate(() => {
          document.documentElement.dataset.old = 'yes'
          location.reload()
          return true
        })
        await waitFor(
          page,
          (t: string) =>
            !document.documentElement.dataset.old &&
            document.documentElement.dataset.app === 'live' &&
            document.title === t,
          `${path} offline`,
          [documentTitle(path)],
        )
        expect(await page.title()).toBe(documentTitle(path))
      }
      // A game's code, asked for only when it opens, came with the first visit too.
      await page.goto(`${server.url}#/`)
      await appLive(page)
      const hanoi = findGame('hanoi')
      await page.keys(hanoi.keyword)
      await find(page, button('Add Disk'))
      await page.press('Escape')
      const pdf = await page.evaluate(async () => {
        const res = await fetch('resume.pdf')
        return res.ok && (await res.text()).startsWith('%PDF-')
      })
      expect(pdf, 'the résumé').toBe(true)
    },
  )
})
