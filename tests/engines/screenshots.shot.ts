import { mkdirSync, writeFileSync } from 'node:fs'
import { test } from 'vitest'
import { routes } from '../../src/routes'
import { engineName, frames, pageOpener, url, waitFor } from '../flows/engine'

// Not a test: `npm run screenshots:engines` runs it in each engine to write what every route
// looks like at 375 and 1280 px to reports/engines/ (ignored), to be looked at by eye.
const open = pageOpener()
const PATHS = routes.map((r) => r.path ?? '/no-such-page')

for (const width of [375, 1280]) {
  test(`every route at ${width} px`, async () => {
    mkdirSync('reports/engines', { recursive: true })
    const page = await open('/', { width, height: 800 })
    // MiniBrowser's window stops at 447 px: the file says the width the page really had.
    const real = await page.evaluate(() => innerWidth)
    for (const path of PATHS) {
      await page.goto(url(path))
      await waitFor(page, () => document.querySelector('main h1')?.textContent, `h1 of ${path}`)
      await page.evaluate(() => document.fonts.ready.then(() => true))
      await frames(page, 5)
      const name = path.replace(/^\//, '').replace(/\W+/g, '_') || 'home'
      writeFileSync(`reports/engines/${engineName}-${name}-${real}.png`, await page.screenshot())
    }
  })
}
