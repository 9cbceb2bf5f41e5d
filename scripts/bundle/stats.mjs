#!/usr/bin/env node
// Bundle sizes of a build against the budgets and against the baseline kept in git.
export const USAGE = `Usage: node scripts/bundle/stats.mjs [outDir] [flags]
  --print               the table and the report
  --check               exit 1 when over any budget
  --check-baseline      exit 1 when the build differs from bundle-baseline.json (npm test)
  --json <file>         write verdict, budgets and changes as JSON (reports/bundle.json)
  --markdown <file>     write the report as Markdown
  --html <file>         write the report as one page
  --write-baseline      store this build as the baseline
  --write-sphere-label  store the size the 3D button shows
  --help                this text
outDir defaults to dist. With GITHUB_STEP_SUMMARY set, a Markdown summary is appended there.`

// The report's attribution and import chains need the build's graph (its bundle-graph.json
// record, from scripts/bundle/vite.config.ts); without it, the table only.
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { RECORDS, recordPath } from '../lib/records.mjs'
import { evaluate, KB, kb } from './budgets.mjs'
import { explain, sectionsMarkdown, sectionsText } from './explain.mjs'
import { budgetSummary, formatMarkdown, formatTerminal } from './format.mjs'
import { formatHtml } from './html.mjs'
import { measureBuild } from './measure.mjs'
import { ACCEPT, bundleJson, changes, stepSummary, TOLERANCE } from './outputs.mjs'
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

const SWITCHES = [
  '--print',
  '--check',
  '--check-baseline',
  '--write-baseline',
  '--write-sphere-label',
  '--help',
]
const WITH_VALUE = ['--json', '--markdown', '--html']

/** @param {string} file @param {string} text */
function write(file, text) {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, text)
  console.log(`Wrote ${file}`)
}

/** @param {string[]} args */
function main(args) {
  const wrong = args.filter(
    (a, i) =>
      a.startsWith('-') &&
      !SWITCHES.includes(a) &&
      !(WITH_VALUE.includes(a) && args[i + 1] && !args[i + 1]?.startsWith('-')),
  )
  if (args.includes('--help') || wrong.length) {
    if (wrong.length) console.error(`Unknown flag or missing value: ${wrong.join(' ')}\n`)
    ;(wrong.length ? console.error : console.log)(USAGE)
    return wrong.length ? 2 : 0
  }
  const flagValue = (/** @type {string} */ flag) => {
    const at = args.indexOf(flag)
    return at >= 0 ? (args[at + 1] ?? null) : null
  }
  const markdownFile = flagValue('--markdown')
  const htmlFile = flagValue('--html')
  const jsonFile = flagValue('--json')
  const outDir =
    args.find((a, i) => !a.startsWith('--') && !WITH_VALUE.includes(args[i - 1] ?? '')) ?? 'dist'
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
    for (const b of budgets.filter((b) => !b.soft && b.gzip > b.limit))
      console.log(
        `✗ ${b.label} is ${kb(b.gzip)} KB gzip, over its ${b.limit / KB} KB: to accept it, raise \`kb\` of budget '${b.id}' in scripts/bundle/budgets.mjs to ${Math.ceil(b.gzip / 100) / 10} or more.`,
      )
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
  const changed = base ? changes(files, budgets, base) : []
  const drift = base
    ? changed.length
      ? `${changed.length} files or modules differ from bundle-baseline.json by ${TOLERANCE} bytes gzip or more`
      : ''
    : 'There is no bundle-baseline.json'
  const failing = args.includes('--check') && sections.failures.length > 0
  const stale = args.includes('--check-baseline') && Boolean(drift)
  if (drift)
    console.log(
      `${stale ? '✗' : 'ⓘ'} ${drift}: if this tree is what lands, \`${ACCEPT}\` makes the baseline its own (npm test checks it).`,
    )
  const json = bundleJson({
    verdict: failing || stale ? 'fail' : 'pass',
    budgets,
    changed,
    failures: sections.failures,
    warnings: sections.warnings,
  })
  if (jsonFile) write(jsonFile, `${JSON.stringify(json, null, 2)}\n`)
  if (process.env.GITHUB_STEP_SUMMARY)
    appendFileSync(process.env.GITHUB_STEP_SUMMARY, stepSummary(json, base))
  if (markdownFile)
    write(
      markdownFile,
      `${formatMarkdown({ ...table, failures: [] })}${sectionsMarkdown(sections)}`,
    )
  if (htmlFile) write(htmlFile, formatHtml(table, sections, budgets))
  return failing || stale ? 1 : 0
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2))
}
