// The browser half of scripts/realtime.mjs: serves the builds, loads each route under the slow
// phone's emulation, builds by turns, and gathers the medians.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { launchChromium } from './lib/browsers.mjs'
import { buildRef } from './lib/build-ref.mjs'
import { loadScreens } from './lib/content.mjs'
import { serveGzip } from './lib/gzip-server.mjs'
import { medianTiming, SLOW_PHONE, timingTable } from './realtime.mjs'

/** @typedef {import('./realtime.mjs').Timing} Timing */
/** @typedef {import('playwright-core').Browser} Browser */

// Runs before the page's own scripts: paint and long-task entries are observed from the
// start (long tasks are not buffered for a later observer), and the moment main.tsx marks
// <html data-app="live"> is taken by a MutationObserver on the document.
const PROBE = `(() => {
  const r = { fcp: NaN, lcp: NaN, live: NaN, longestTask: 0, starting: NaN, tasks: [] }
  let live
  r.isLive = new Promise((done) => { live = done })
  Object.defineProperty(window, '__realtime', { value: r })
  const watch = (type, take) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(take))
        .observe({ type, buffered: true })
    } catch {}
  }
  watch('paint', (e) => { if (e.name === 'first-contentful-paint') r.fcp = e.startTime })
  watch('largest-contentful-paint', (e) => { r.lcp = e.startTime })
  watch('longtask', (e) => {
    r.longestTask = Math.max(r.longestTask, e.duration)
    r.tasks.push([e.startTime, e.duration])
  })
  new MutationObserver(() => {
    if (Number.isNaN(r.starting) && document.documentElement.dataset.app) r.starting = performance.now()
    if (Number.isNaN(r.live) && document.documentElement.dataset.app === 'live') {
      r.live = performance.now()
      live()
    }
  }).observe(document, { attributes: true, attributeFilter: ['data-app'], subtree: true })
})()`

/**
 * The folder a build is served from, read from its canonical address (`/` or `/site/`).
 * @param {string} dir
 */
function siteFolder(dir) {
  const html = readFileSync(join(dir, 'index.html'), 'utf8')
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]
  return canonical ? new URL(canonical).pathname : '/'
}

/**
 * One load of `url` in a fresh context, until the app is live and the network is quiet.
 * @param {Browser} browser
 * @param {string} url
 * @returns {Promise<Timing>}
 */
async function measureOnce(browser, url) {
  const context = await browser.newContext({
    viewport: SLOW_PHONE.viewport,
    serviceWorkers: 'block',
  })
  try {
    await context.addInitScript({ content: PROBE })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', SLOW_PHONE.network)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown })
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 })
    await page.evaluate('window.__realtime.isLive.then(() => true)')
    await page.waitForLoadState('networkidle', { timeout: 120_000 })
    return /** @type {Timing} */ (
      await page.evaluate(
        `(({ fcp, lcp, live, longestTask, starting, tasks }) => ({ fcp, lcp, live, longestTask,
          hydrationTask: Math.max(0, ...tasks.filter(([at, d]) => at <= live && at + d >= starting).map(([, d]) => d)) }))(window.__realtime)`,
      )
    )
  } finally {
    await context.close()
  }
}

/**
 * Measures every route (or `routes`) of every build, `runs` times each, builds by turns.
 * @param {{ dirs: string[], refs: string[], runs: number, routes: string[] }} options
 */
export async function measureBuilds({ dirs, refs, runs, routes }) {
  /** @type {(() => void)[]} */
  const cleanups = []
  /** @type {{ label: string, dir: string, url?: string }[]} */
  const builds = dirs.map((dir) => ({ label: dir, dir }))
  try {
    for (const ref of refs) {
      const built = buildRef(ref)
      cleanups.push(built.remove)
      builds.push({ label: ref, dir: built.dir })
    }
    for (const build of builds) {
      if (!existsSync(join(build.dir, 'index.html')))
        throw new Error(`No ${build.dir}/index.html: build it first.`)
      const server = await serveGzip(build.dir, siteFolder(build.dir))
      cleanups.push(() => void server.close())
      build.url = server.url
    }
    const paths = routes.length ? routes : (await loadScreens()).map((s) => s.path)
    const browser = await launchChromium()
    cleanups.push(() => void browser.close())
    const rows = []
    for (const path of paths) {
      /** @type {Timing[][]} */
      const figures = builds.map(() => [])
      for (let i = 0; i < runs; i++) {
        for (const [b, build] of builds.entries()) {
          figures[b]?.push(await measureOnce(browser, `${build.url}#${path}`))
        }
      }
      for (const [b, build] of builds.entries())
        rows.push({ route: path, build: build.label, t: medianTiming(figures[b] ?? []) })
      console.log(`${path}: done`)
    }
    return { table: timingTable(rows), runs }
  } finally {
    for (const cleanup of cleanups.reverse()) cleanup()
  }
}
