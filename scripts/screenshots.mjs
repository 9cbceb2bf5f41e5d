// Takes full-page screenshots of every route at 375 and 1280 px into reports/screens/.
// Usage: npm run build && node scripts/screenshots.mjs [route ...]
import { mkdirSync } from 'node:fs'
import { preview } from 'vite'
import { launchChromium } from './lib/browsers.mjs'
import { loadScreens } from './lib/content.mjs'

// By default every screen of the route table, and the 404 page.
const screens = await loadScreens()
const routes = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [...screens.map((r) => r.path), '/nowhere']
const server = await preview({ preview: { port: 0, host: '127.0.0.1' } })
const address = /** @type {import('node:net').AddressInfo} */ (server.httpServer?.address())
const base = `http://127.0.0.1:${address.port}/`
const browser = await launchChromium(['--use-angle=swiftshader', '--enable-unsafe-swiftshader'])
mkdirSync('reports/screens', { recursive: true })
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 800 } })
  for (const route of routes) {
    await page.goto(`${base}#${route}`)
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(500)
    // A full-page picture does not scroll: what is laid out only near the screen (cards with
    // content-visibility: auto) is drawn as a visitor scrolling would see it.
    await page.evaluate(`for (const el of document.querySelectorAll('*'))
      if (getComputedStyle(el).contentVisibility === 'auto') el.style.contentVisibility = 'visible'`)
    const name = route.replace(/^\//, '').replace(/\W+/g, '_') || 'home'
    await page.screenshot({ path: `reports/screens/${name}-${width}.png`, fullPage: true })
  }
  await page.close()
}
await browser.close()
await server.close()
console.log('screenshots in reports/screens/')
