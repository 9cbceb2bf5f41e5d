#!/usr/bin/env node
// Lighthouse (mobile preset, default simulated throttling) over every route of the built site.
//
//   node scripts/lighthouse.mjs [outDir] [--runs N] [--route PATH]...
// (default dist, 1 run, every route; build first). Writes reports/lighthouse/<route>.html and
// .json (the last run: the JSON names the LCP element and every request) and summary.md
// (the median of the runs, figure by figure), and prints the summary. A report, not a
// test: timings on a shared machine are noisy, so compare medians taken in one sitting.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromePath, sandboxArgs } from './lib/browsers.mjs'
import { loadScreens } from './lib/content.mjs'
import { markdownTable } from './lib/markdown.mjs'
import { medians } from './realtime.mjs'

/**
 * The part of a Lighthouse result read here.
 * @typedef {object} Lhr
 * @property {Record<string, { score: number | null,
 *   auditRefs?: { id: string, weight: number }[] }>} categories
 * @property {Record<string, { score: number | null, title: string, numericValue?: number,
 *   displayValue?: string }>} audits
 */
/**
 * The figures of one run: scores out of 100, times in ms, bytes.
 * @typedef {{ performance: number, accessibility: number, bestPractices: number, seo: number,
 *   fcp: number, lcp: number, tbt: number, tti: number, cls: number, bytes: number }} Summary
 */

const OUT = 'reports/lighthouse'
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

/**
 * A report's file name for a route: `/#/work-experience` → `work-experience`; `/#/` → `home`.
 * @param {string} route
 */
export const routeName = (route) => route.replace(/^\/#\/?/, '') || 'home'

/**
 * The figures of one Lighthouse result: scores out of 100, times in ms, bytes.
 * @param {Lhr} lhr
 * @returns {Summary}
 */
export function summarize(lhr) {
  /** @param {string} id */
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  /** @param {string} id */
  const value = (id) => lhr.audits[id]?.numericValue ?? Number.NaN
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    // When the app has started and the page answers input (the code comes after the paint).
    tti: value('interactive'),
    cls: value('cumulative-layout-shift'),
    bytes: value('total-byte-weight'),
  }
}

/**
 * The audits that cost accessibility, best-practices or SEO points, by title.
 * @param {Lhr} lhr
 */
export function lostPoints(lhr) {
  return CATEGORIES.slice(1).flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? []).flatMap((ref) => {
      const audit = lhr.audits[ref.id]
      if (!(ref.weight > 0 && audit && audit.score !== null && audit.score < 1)) return []
      return [`${id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`]
    }),
  )
}

/**
 * What misses the goal: 100 in all four categories, LCP < 1.2 s, TBT < 50 ms, CLS 0.
 * @param {Summary} s
 */
export function misses(s) {
  const scores = /** @type {const} */ (['performance', 'accessibility', 'bestPractices', 'seo'])
  const low = scores.filter((k) => s[k] < 100)
  return [
    ...low,
    ...(s.lcp >= 1200 ? ['LCP'] : []),
    ...(s.tbt >= 50 ? ['TBT'] : []),
    ...(s.cls > 0 ? ['CLS'] : []),
  ]
}

/**
 * The Markdown table of every route's figures.
 * @param {{ route: string, s: Summary }[]} results
 */
export function summaryTable(results) {
  const rows = results.map(({ route, s }) => [
    route,
    s.performance,
    s.accessibility,
    s.bestPractices,
    s.seo,
    (s.fcp / 1000).toFixed(2),
    (s.lcp / 1000).toFixed(2),
    Math.round(s.tbt),
    (s.tti / 1000).toFixed(2),
    s.cls === 0 ? '0' : s.cls.toPrecision(2),
    (s.bytes / 1000).toFixed(1),
    misses(s).join(', ') || '–',
  ])
  const head = 'route|perf|a11y|best pr.|SEO|FCP s|LCP s|TBT ms|TTI s|CLS|bytes KB|misses the goal'
  return markdownTable(head.split('|'), rows)
}

/**
 * @param {string} outDir
 * @param {number} runs
 * @param {string[]} only the routes' paths to measure (none: every route)
 */
async function main(outDir, runs, only) {
  if (!existsSync(join(outDir, 'index.html')))
    throw new Error(`No ${outDir}/: run npm run build first.`)
  // Before the preview server starts: a missing browser must not leave it running.
  const browser = chromePath()
  const [{ default: lighthouse }, chromeLauncher, { preview }, screens] = await Promise.all([
    import('lighthouse'),
    import('chrome-launcher'),
    import('vite'),
    loadScreens(),
  ])
  const server = await preview({
    configFile: false,
    logLevel: 'warn',
    build: { outDir },
    preview: { port: 4190, strictPort: false, host: '127.0.0.1' },
  })
  const base = String(server.resolvedUrls?.local[0]).replace(/\/$/, '')
  const chrome = await chromeLauncher.launch({
    chromePath: browser,
    chromeFlags: [
      '--headless=new',
      ...sandboxArgs(),
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  })
  mkdirSync(OUT, { recursive: true })
  /** @type {{ route: string, s: Summary, lost: string[] }[]} */
  const results = []
  try {
    const paths = only.length ? only : screens.map((r) => r.path)
    for (const route of paths.map((path) => `/#${path}`)) {
      const figures = []
      /** @type {string[]} */
      let lost = []
      for (let i = 0; i < runs; i++) {
        const run = await lighthouse(`${base}${route}`, {
          port: chrome.port,
          output: ['html', 'json'],
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        })
        if (!run) throw new Error(`Lighthouse returned nothing for ${route}`)
        const [html, json] = /** @type {string[]} */ (run.report)
        writeFileSync(join(OUT, `${routeName(route)}.html`), String(html))
        writeFileSync(join(OUT, `${routeName(route)}.json`), String(json))
        figures.push(summarize(run.lhr))
        lost = lostPoints(run.lhr)
      }
      results.push({ route, s: medians(figures), lost })
      console.log(`${route}: done`)
    }
  } finally {
    chrome.kill()
    await server.close()
  }
  const lost = results.flatMap(({ route, lost }) => lost.map((l) => `- ${route} ${l}`))
  const table = `${summaryTable(results)}\n\n${lost.length ? lost.join('\n') : 'No audit lost points.'}`
  const note =
    `Lighthouse 12.8, mobile preset with simulated throttling, system Chromium; median of ${runs} run(s) per route. ` +
    'Goal: 100 in all four categories, LCP under 1.2 s, TBT under 50 ms, CLS 0.'
  writeFileSync(join(OUT, 'summary.md'), `# Lighthouse\n\n${note}\n\n${table}\n`)
  console.log(`\n${table}\n\nWrote ${OUT}/summary.md and one HTML report per route.`)
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2)
  const runsAt = args.indexOf('--runs')
  const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 1
  const isValue = (/** @type {number} */ i) => i > 0 && args[i - 1]?.startsWith('--')
  const outDir = args.find((a, i) => !a.startsWith('--') && !isValue(i)) ?? 'dist'
  const only = args.flatMap((a, i) => (args[i - 1] === '--route' ? [a] : []))
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number from 1')
  main(outDir, runs, only).catch((error) => {
    console.error(error.message ?? error)
    process.exitCode = 1
  })
}
