#!/usr/bin/env node
// Real-time timings on a slow phone, beside Lighthouse's simulated ones (scripts/lighthouse.mjs):
//
//   node scripts/realtime.mjs <dir>... [--build-ref REF]... [--runs N] [--route PATH]...
//
// Each build folder (and each commit REF, built in a temporary git worktree: lib/build-ref.mjs)
// is served with gzip on a port of its own, and every route is loaded in system Chromium under
// DevTools emulation: 150 ms latency, 1.6 Mbps down, 750 kbps up, the CPU 4x slower, a
// 412 × 823 window, service workers blocked, a fresh context each run. The builds alternate
// (A, B, A, B, …) so that a busy moment of the machine falls on all of them. Prints the median
// of N runs (default 5) per route and build: FCP, LCP, "app live" (when <html data-app="live">
// appears, main.tsx's mark) and the longest task. A report, not a test: compare builds
// measured in one sitting.
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

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
 * The median of some numbers (NaN for none).
 * @param {number[]} values
 */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  /** @param {number} i */
  const at = (i) => sorted[i] ?? Number.NaN
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2
}

/**
 * The figures of one page load, in ms from navigation start; `longestTask` over the whole
 * load, `hydrationTask` the longest task from the app's start (`data-app` first set) to its
 * live moment: the hydrating render's own task (0 when none passed 50 ms).
 * @typedef {{ fcp: number, lcp: number, live: number, longestTask: number, hydrationTask: number }} Timing
 */

/**
 * The median of each figure over several runs.
 * @param {Timing[]} runs
 * @returns {Timing}
 */
export const medianTiming = (runs) => ({
  fcp: median(runs.map((r) => r.fcp)),
  lcp: median(runs.map((r) => r.lcp)),
  live: median(runs.map((r) => r.live)),
  longestTask: median(runs.map((r) => r.longestTask)),
  hydrationTask: median(runs.map((r) => r.hydrationTask)),
})

/** @param {number} ms */
const seconds = (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : '–')

/**
 * The Markdown table of the medians, one row per route and build.
 * @param {{ route: string, build: string, t: Timing }[]} rows
 */
export function timingTable(rows) {
  /** @param {unknown[]} cells */
  const line = (cells) => `| ${cells.join(' | ')} |`
  const head = ['route', 'build', 'FCP', 'LCP', 'app live', 'longest task', 'hydration task']
  /** @param {number} ms */
  const ms = (ms) => (Number.isFinite(ms) ? `${Math.round(ms)} ms` : '–')
  return [
    line(head),
    line(head.map(() => '---')),
    ...rows.map(({ route, build, t }) =>
      line([
        route,
        build,
        seconds(t.fcp),
        seconds(t.lcp),
        seconds(t.live),
        ms(t.longestTask),
        ms(t.hydrationTask),
      ]),
    ),
  ].join('\n')
}

async function main(/** @type {string[]} */ args) {
  const options = parseArgs(args)
  const { measureBuilds } = await import('./realtime-run.mjs')
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
