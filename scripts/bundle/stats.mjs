#!/usr/bin/env node
// Bundle sizes of a build against the budgets and against the baseline kept in git.
//
//   node scripts/bundle/stats.mjs [outDir] --print            the table and the report
//   node scripts/bundle/stats.mjs [outDir] --check            exit 1 when over any budget
//   node scripts/bundle/stats.mjs [outDir] --markdown <file>  write the report as Markdown
//   node scripts/bundle/stats.mjs [outDir] --html <file>      write the report as one page
//   node scripts/bundle/stats.mjs [outDir] --write-baseline   store this build as the baseline
//   node scripts/bundle/stats.mjs [outDir] --write-sphere-label  store the size the 3D button shows
// outDir defaults to dist. The report's attribution and import chains need the build's graph
// (its bundle-graph.json record, from scripts/bundle/vite.config.ts); without it, the table only.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { RECORDS, recordPath } from '../records.mjs'
import { evaluate } from './budgets.mjs'
import { explain, sectionsMarkdown, sectionsText } from './explain.mjs'
import { budgetSummary, formatMarkdown, formatTerminal } from './format.mjs'
import { formatHtml } from './html.mjs'
import { measureBuild } from './measure.mjs'
import {
  baselineOf,
  budgetCosts,
  chains,
  entryRoots,
  fileCosts,
  journeys,
  redownloads,
} from './report.mjs'
import { labelProblems, writeLabel } from './sphere-label.mjs'

/** The baseline kept in git, at the project's root. */
export const BASELINE_FILE = fileURLToPath(new URL('../../bundle-baseline.json', import.meta.url))

/** @param {string[]} args */
function main(args) {
  const flagValue = (/** @type {string} */ flag) => {
    const at = args.indexOf(flag)
    return at >= 0 ? (args[at + 1] ?? null) : null
  }
  const markdownFile = flagValue('--markdown')
  const htmlFile = flagValue('--html')
  const outDir =
    args.find(
      (a, i) => !a.startsWith('--') && !['--markdown', '--html'].includes(args[i - 1] ?? ''),
    ) ?? 'dist'
  const started = performance.now()
  const chunks = measureBuild(outDir)
  const table = evaluate(chunks)
  if (args.includes('--write-sphere-label')) writeLabel(chunks)

  const graphPath = recordPath(outDir, RECORDS.graph)
  if (!existsSync(graphPath)) {
    console.log(`\nBundle sizes of ${outDir}/ (KB)\n${formatTerminal(table)}`)
    console.log(`(No ${graphPath}: build with scripts/bundle/vite.config.ts for the full report.)`)
    return args.includes('--check') && table.failures.length ? 1 : 0
  }
  const graph = JSON.parse(readFileSync(graphPath, 'utf8'))
  const files = fileCosts(chunks, graph, (file) => readFileSync(join(outDir, file)))
  const budgets = budgetCosts(files)
  const trips = journeys(chunks)
  if (args.includes('--write-baseline')) {
    writeFileSync(BASELINE_FILE, `${JSON.stringify(baselineOf(files, budgets, trips), null, 2)}\n`)
    console.log(`Wrote ${BASELINE_FILE}: commit it with the change it accepts.`)
  }
  const base = existsSync(BASELINE_FILE) ? JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) : null
  const chainOf = chains(graph.modules, entryRoots(graph))
  const sections = explain({
    budgets,
    files,
    trips,
    again: redownloads(chunks, base),
    base,
    chainOf,
    stale: args.includes('--check') ? labelProblems(chunks) : [],
  })
  const took = ((performance.now() - started) / 1000).toFixed(1)

  if (args.includes('--print')) {
    console.log(`\nBundle sizes of ${outDir}/ (KB; gzip -9, brotli 11; report took ${took} s)`)
    console.log(formatTerminal({ ...table, failures: [] }).replace(/\n\n✓ every budget holds$/, ''))
    console.log(sectionsText(sections))
  } else if (args.includes('--check')) {
    for (const [what, gzip, limit, headroom, verdict] of budgetSummary(table.verdicts)) {
      const margin = verdict === 'ok' ? `${headroom} KB left` : `${headroom.slice(1)} KB over`
      const mark = verdict === 'ok' ? '✓' : verdict === 'warn' ? '⚠' : '✗'
      console.log(`${mark} ${what}: ${gzip} of ${limit} KB gzip, ${margin}`)
    }
    for (const w of sections.warnings) console.log(`⚠ ${w}`)
    for (const f of sections.failures) console.log(`✗ ${f}`)
    console.log(sections.verdict)
  }
  if (markdownFile) {
    mkdirSync(dirname(markdownFile), { recursive: true })
    writeFileSync(
      markdownFile,
      `${formatMarkdown({ ...table, failures: [] })}${sectionsMarkdown(sections)}`,
    )
    console.log(`Wrote ${markdownFile}`)
  }
  if (htmlFile) {
    mkdirSync(dirname(htmlFile), { recursive: true })
    writeFileSync(htmlFile, formatHtml(table, sections, budgets))
    console.log(`Wrote ${htmlFile}`)
  }
  if (!args.includes('--check')) return 0
  return sections.failures.length ? 1 : 0
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2))
}
