import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { lazyRoutes, pageFile } from '../../src/routes'
import { holdBuilt, holdFile, snapshotOf } from './chunks'
import { appLive, frames, pageOpener, url } from './harness'

const open = pageOpener()

// What each page shows is read in every engine (tests/flows/pages.flow.ts); a shared link's
// layout shifts, with its code held back, need Chromium's protocol and stay here.

// Records every layout shift the page makes (the Layout Instability API, as CLS counts them).
const RECORD_SHIFTS = `
  window.__shifts = []
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue
      window.__shifts.push(e.sources.map((s) => s.node ? s.node.nodeName : '?').join(' ') + ' ' + e.value.toFixed(4))
    }
  }).observe({ type: 'layout-shift', buffered: true })
`

const shifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)

describe('a shared link to a page', () => {
  test.each(lazyRoutes.map((r) => [r.path, r.page, r.title] as const))(
    '%s: nothing on screen moves when the app takes over its snapshot',
    async (path, name, title) => {
      const { page } = await open(null, { width: 412, height: 823, initScript: RECORD_SHIFTS })
      // The page's code is held until its snapshot has shown, as on a slow network.
      const { release } = await holdFile(page, pageFile(name))
      await page.goto(url(path))
      await page.getByRole('heading', { level: 1, name: title }).waitFor()
      await frames(page, 2)
      release()
      await appLive(page)
      await frames(page, 3)
      expect(await shifts(page)).toEqual([])
    },
  )

  test.each(lazyRoutes.map((r) => [r.path, r.page, r.title] as const))(
    '%s, its snapshot lost: nothing on screen moves while its code arrives',
    async (path, name, title) => {
      const { page } = await open(null, { width: 412, height: 823, initScript: RECORD_SHIFTS })
      // No snapshot ever comes, and the page's code is held until its placeholder has shown.
      await holdBuilt(page, snapshotOf(path))
      const { release } = await holdFile(page, pageFile(name))
      await page.goto(url(path))
      await page.locator('main > [aria-busy="true"]').waitFor()
      await frames(page, 2)
      release()
      await page.getByRole('heading', { level: 1, name: title }).waitFor()
      await frames(page, 3)
      expect(await shifts(page)).toEqual([])
    },
  )
})
