#!/usr/bin/env node
// Real-time timings on a slow phone, beside Lighthouse's simulated ones (scripts/lighthouse.mjs):
//
//   node scripts/realtime.mjs <dir>... [--build-ref REF]... [--runs N] [--route PATH]...
//
// Each build folder (and each commit REF, built in a temporary git worktree: `buildRef` below)
// is served with gzip on a port of its own, and every route is loaded in system Chromium under
// DevTools emulation: 150 ms latency, 1.6 Mbps down, 750 kbps up, the CPU 4x slower, a
// 412 × 823 window, service workers blocked, a fresh context each run. The builds alternate
// (A, B, A, B, …) so that a busy moment of the machine falls on all of them. Prints the median
// of N runs (default 5) per route and build: FCP, LCP, "app live" (when <html data-app="live">
// appears, main.tsx's mark), the longest task and the longest task while the app hydrates, with
// the worst of the runs' hydration tasks. A report, not a test: compare builds
// measured in one sitting.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { launchChromium } from './lib/browsers.mjs'
import { loadScreens } from './lib/content.mjs'
import { serveGzip } from './lib/gzip-server.mjs'
import { markdownTable } from './lib/markdown.mjs'

/** @typedef {import('playwright-core').Browser} Browser */

export const USAGE =
  'usage: npm run realtime -- <dir>... [--build-ref REF]... [--runs N] [--route PATH]...'

/** The emulated phone and network (DevTools' units: bytes per second, milliseconds). */
export const SLOW_PHONE = {
  network: {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1000 * 1000) / 8,
    uploadThroughput: (750 * 1000) / 8,
  },
  cpuSlowdown: 4,
  viewport: { width: 412, height: 823 },
}

/**
 * Reads the command line; an unknown flag, a flag without its value or no build at all throws
 * with the usage.
 * @param {string[]} args
 * @returns {{ dirs: string[], refs: string[], runs: number, routes: string[] }}
 */
export function parseArgs(args) {
  /** @type {{ dirs: string[], refs: string[], runs: number, routes: string[] }} */
  const options = { dirs: [], refs: [], runs: 5, routes: [] }
  /** @param {string} message */
  const fail = (message) => {
    throw new Error(`${message}\n${USAGE}`)
  }
  for (let i = 0; i < args.length; i++) {
    const arg = /** @type {string} */ (args[i])
    if (!arg.startsWith('--')) {
      options.dirs.push(arg)
      continue
    }
    const value = args[++i]
    if (value === undefined || value.startsWith('--')) fail(`${arg} needs a value`)
    const given = /** @type {string} */ (value)
    if (arg === '--runs') {
      options.runs = Number(given)
      if (!Number.isInteger(options.runs) || options.runs < 1)
        fail('--runs takes a whole number from 1')
    } else if (arg === '--route') options.routes.push(given)
    else if (arg === '--build-ref') options.refs.push(given)
    else fail(`Unknown option ${arg}`)
  }
  if (!options.dirs.length && !options.refs.length) fail('Name at least one build')
  return options
}

/**
 * The median of some numbers, those that are not numbers (NaN: a run that lacked the figure)
 * left out; NaN for none. Sorted with a NaN among them, the middle was any of them.
 * @param {number[]} values
 */
export function median(values) {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b)
  /** @param {number} i */
  const at = (i) => sorted[i] ?? Number.NaN
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2
}

/**
 * The median of each figure over several runs (this report's and Lighthouse's).
 * @template {Record<string, number>} T
 * @param {T[]} runs
 * @returns {T}
 */
export const medians = (runs) =>
  /** @type {T} */ (
    Object.fromEntries(
      Object.keys(runs[0] ?? {}).map((k) => [k, median(runs.map((r) => r[k] ?? Number.NaN))]),
    )
  )

/**
 * The figures of one page load, in ms from navigation start; `longestTask` over the whole
 * load, `hydrationTask` the longest while the app hydrated (`hydrationTask` below).
 * @typedef {{ fcp: number, lcp: number, live: number, longestTask: number, hydrationTask: number }} Timing
 */

/** @param {number} ms */
const seconds = (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : '–')

/**
 * The Markdown table of the medians, one row per route and build, and the worst hydration
 * task of the runs (the limit is on every task, not on the median one).
 * @param {{ route: string, build: string, t: Timing, worst: number }[]} rows
 */
export function timingTable(rows) {
  /** @param {number} ms */
  const ms = (ms) => (Number.isFinite(ms) ? `${Math.round(ms)} ms` : '–')
  return markdownTable(
    ['route', 'build', 'FCP', 'LCP', 'app live', 'longest task', 'hydration task', 'worst'],
    rows.map(({ route, build, t, worst }) => [
      route,
      build,
      seconds(t.fcp),
      seconds(t.lcp),
      seconds(t.live),
      ms(t.longestTask),
      ms(t.hydrationTask),
      ms(worst),
    ]),
  )
}

// Builds an earlier commit to compare with: a git worktree of it in a temporary folder, this
// checkout's node_modules linked in (no install), its own `npm run build`. The same by hand:
//   git worktree add --detach /tmp/old 98c0ba0 && ln -s "$PWD/node_modules" /tmp/old/
//   (cd /tmp/old && npm run build)   # then measure /tmp/old/dist
//   git worktree remove --force /tmp/old
/**
 * Builds commit `ref` and returns its build folder and a function that removes the worktree.
 * A build whose own checks fail (a budget) still counts if it wrote its index.html.
 * @param {string} ref
 * @returns {{ dir: string, remove: () => void }}
 */
function buildRef(ref) {
  const folder = mkdtempSync(join(tmpdir(), `realtime-${ref.replace(/[^\w.-]/g, '_')}-`))
  const git = (/** @type {string[]} */ ...args) =>
    execFileSync('git', args, { stdio: ['ignore', 'ignore', 'inherit'] })
  git('worktree', 'add', '--detach', folder, ref)
  // The link goes first, by itself: nothing may walk into this checkout's node_modules.
  const remove = () => {
    rmSync(join(folder, 'node_modules'), { force: true })
    git('worktree', 'remove', '--force', folder)
  }
  try {
    symlinkSync(resolve('node_modules'), join(folder, 'node_modules'))
    console.log(`Building ${ref} in ${folder}…`)
    try {
      // Its output is shown only if it fails: the timings table is what this run prints.
      execFileSync('npm', ['run', 'build'], { cwd: folder, stdio: 'pipe' })
    } catch (error) {
      console.error(String(/** @type {{ stderr?: Buffer }} */ (error).stderr ?? ''))
      if (!existsSync(join(folder, 'dist', 'index.html'))) throw error
      console.warn(`${ref}: the build's own checks failed; its dist/ is measured all the same.`)
    }
  } catch (error) {
    remove()
    throw error
  }
  return { dir: join(folder, 'dist'), remove }
}

/**
 * The longest task of a load while the app hydrated (0 when none passed 50 ms): from its start
 * (`data-app` first set) to the end of its hydration, or to the live moment where that end is
 * not seen (a page rendered afresh, a build from before the icons waited).
 * The end is when the pre-rendered icons are pointed at their sprite (`href` given to a `use`
 * that had only `data-href`): main.tsx does that once the page's last part has hydrated
 * (`showIcons`, src/head/icons.ts). Seen from outside, it costs the app's entry nothing.
 * @param {{ starting: number, live: number, hydrated: number, tasks: [number, number][] }} load
 *   times in ms from navigation start, NaN for none; `tasks`: each long task's start and length
 */
export function hydrationTask({ starting, live, hydrated, tasks }) {
  const end = Number.isNaN(hydrated) ? live : hydrated
  return Math.max(
    0,
    ...tasks.filter(([at, d]) => at <= end && at + d >= starting).map(([, d]) => d),
  )
}

// Runs before the page's own scripts: paint and long-task entries are observed from the start
// (long tasks are not buffered for a later observer); the moment main.tsx marks
// <html data-app="live"> is taken by a MutationObserver on the document, which then says so on
// the console (LIVE_MESSAGE), and the same observer sees the icons' first `href` (the end of
// the hydration: hydrationTask).
const LIVE_MESSAGE = 'realtime: the app is live'
const PROBE = `(() => {
  const r = { fcp: NaN, lcp: NaN, live: NaN, longestTask: 0, starting: NaN, hydrated: NaN, tasks: [] }
  const live = () => console.debug(${JSON.stringify(LIVE_MESSAGE)})
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
  new MutationObserver((records) => {
    if (Number.isNaN(r.hydrated) && records.some((m) => m.attributeName === 'href' && m.target.localName === 'use'))
      r.hydrated = performance.now()
    if (Number.isNaN(r.starting) && document.documentElement.dataset.app) r.starting = performance.now()
    if (Number.isNaN(r.live) && document.documentElement.dataset.app === 'live') {
      r.live = performance.now()
      live()
    }
  }).observe(document, { attributes: true, attributeFilter: ['data-app', 'href'], subtree: true })
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
    // Nothing of Playwright's runs in the page until the app is live: its first evaluation
    // injects a script (about 90 ms at 4x), which after the load event fell between a deep
    // link's snapshot and its paint, while a build that renders from its code (whose load
    // waits for its module script) had it after its render. The probe's console line says when.
    const isLive = page.waitForEvent('console', {
      predicate: (message) => message.text() === LIVE_MESSAGE,
      timeout: 120_000,
    })
    await page.goto(url, { waitUntil: 'commit', timeout: 120_000 })
    await isLive
    // The paint entry reaches the page up to a few hundred ms after the paint: a build live
    // before its paint (one that renders from its code) may be quiet on the network by then.
    await page.waitForFunction(
      () => !Number.isNaN(/** @type {any} */ (globalThis).__realtime.fcp),
      null,
      { timeout: 120_000 },
    )
    await page.waitForLoadState('networkidle', { timeout: 120_000 })
    // The hydration's last parts and its icons come in the tasks right after the live moment,
    // well before the network is quiet (the icons' sprite is asked for then).
    const load = await page.evaluate('window.__realtime')
    const { fcp, lcp, live, longestTask } = load
    return { fcp, lcp, live, longestTask, hydrationTask: hydrationTask(load) }
  } finally {
    await context.close()
  }
}

/**
 * Measures every route (or `routes`) of every build, `runs` times each, builds by turns.
 * @param {{ dirs: string[], refs: string[], runs: number, routes: string[] }} options
 */
async function measureBuilds({ dirs, refs, runs, routes }) {
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
      for (const [b, build] of builds.entries()) {
        const loads = figures[b] ?? []
        const worst = Math.max(...loads.map((run) => run.hydrationTask))
        rows.push({ route: path, build: build.label, t: medians(loads), worst })
      }
      console.log(`${path}: done`)
    }
    return { table: timingTable(rows), runs }
  } finally {
    for (const cleanup of cleanups.reverse()) cleanup()
  }
}

async function main(/** @type {string[]} */ args) {
  const options = parseArgs(args)
  const { table, runs } = await measureBuilds(options)
  const note =
    `Median of ${runs} run(s) per route and build, alternated; Chromium with 150 ms latency, ` +
    '1.6 Mbps down, 750 kbps up, CPU 4x slower, 412 × 823, gzip, service workers blocked.'
  console.log(`\n${note}\n\n${table}`)
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error.message ?? error)
    process.exitCode = 1
  })
}
