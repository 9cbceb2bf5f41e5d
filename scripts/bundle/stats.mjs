#!/usr/bin/env node
// Bundle sizes of a build against the budgets and against the baseline kept in git.
const USAGE = `Usage: node scripts/bundle/stats.mjs [outDir] [flags]
  --print               the report: the verdict and the budgets that changed first
  --full                with --print: also every file and what each budget is made of
  --check               exit 1 when over any budget
  --check-baseline      exit 1 when the build differs from bundle-baseline.json (npm test)
  --json <file>         write verdict, budgets and changes as JSON (reports/bundle.json)
  --markdown <file>     write the report as Markdown
  --html <file>         write the report as one page
  --treemap <file>      make the visualizer's treemap open on gzip sizes and say on the page
                        when its numbers do not add up (npm run report)
  --accept              store this build as the baseline, with the size the 3D button shows
                        (refused while a budget is over: it says which line to raise)
  --budget-table        print the budgets as the README's Markdown table, and stop
  --help                this text
outDir defaults to dist. With GITHUB_STEP_SUMMARY set, a Markdown summary is appended there.`

// The report's attribution and import chains read the build's graph (its bundle-graph.json
// record, from scripts/plugins/bundle-graph.ts in vite.config.ts).
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { RECORDS, recordPath } from '../lib/records.mjs'
import { evaluate } from './budgets.mjs'
import { contentStamp } from './content-stamp.mjs'
import { explain, reportText, sectionsMarkdown, wrapText } from './explain.mjs'
import { budgetSummary, budgetTable, formatMarkdown } from './format.mjs'
import { formatHtml, patchTreemap } from './html.mjs'
import { measureBuild } from './measure.mjs'
import { accept, baselineNote, bundleJson, changes, stepSummary } from './outputs.mjs'
import { budgetCosts, chains, fileCosts, journeys, onLoadSources, redownloads } from './report.mjs'
import { labelProblems } from './sphere-label.mjs'

/** The project's root, and the baseline kept in git there. */
const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const BASELINE_FILE = join(ROOT, 'bundle-baseline.json')

/** @param {string} text */
const say = (text) => console.log(wrapText(text))

/** @param {string} file @param {string} text */
function write(file, text) {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, text)
  console.log(`Wrote ${file}`)
}

/** @param {string[]} args */
function main(args) {
  let parsed
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        print: { type: 'boolean' },
        full: { type: 'boolean' },
        check: { type: 'boolean' },
        'check-baseline': { type: 'boolean' },
        json: { type: 'string' },
        markdown: { type: 'string' },
        html: { type: 'string' },
        treemap: { type: 'string' },
        accept: { type: 'boolean' },
        'budget-table': { type: 'boolean' },
        help: { type: 'boolean' },
      },
    })
  } catch (error) {
    console.error(`${/** @type {Error} */ (error).message}\n\n${USAGE}`)
    return 2
  }
  const flags = parsed.values
  if (flags.help) {
    console.log(USAGE)
    return 0
  }
  if (flags['budget-table']) {
    console.log(budgetTable())
    return 0
  }
  const outDir = parsed.positionals[0] ?? 'dist'
  const started = performance.now()
  const chunks = measureBuild(outDir)
  const table = evaluate(chunks)

  const graph = JSON.parse(readFileSync(recordPath(outDir, RECORDS.graph), 'utf8'))
  const files = fileCosts(chunks, graph, (file) => readFileSync(join(outDir, file)))
  const budgets = budgetCosts(files)
  const trips = journeys(
    chunks,
    onLoadSources(graph.modules, (module) => readFileSync(module, 'utf8')),
  )
  const content = contentStamp(ROOT)
  if (flags.accept) {
    const done = accept({ files, budgets, trips, chunks }, { baseline: BASELINE_FILE, content })
    for (const line of done.lines) say(line)
    if (!done.ok) return 1
  }
  const base = existsSync(BASELINE_FILE) ? JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) : null
  // Every import chain starts at the page.
  const chainOf = chains(graph.modules, ['index.html'])
  const sections = explain({
    budgets,
    files,
    trips,
    again: redownloads(chunks, base),
    base,
    chainOf,
    stale: flags.check ? labelProblems(chunks) : [],
  })
  const took = ((performance.now() - started) / 1000).toFixed(1)

  const changed = base ? changes(files, budgets, base) : []
  const failing = flags.check && sections.failures.length > 0
  const strict = Boolean(flags['check-baseline'])
  const note = baselineNote(changed.length, base, content, strict)
  const stale = Boolean(note?.fails)
  const notes = note ? [note.line] : []
  if (flags.print) {
    const full = flags.full
    console.log(`\n${reportText({ table, sections, outDir, took, full, notes })}`)
  } else if (flags.check) {
    for (const [what, gzip, limit, headroom, verdict] of budgetSummary(table.verdicts)) {
      const margin = verdict === 'ok' ? `${headroom} KB left` : `${headroom.slice(1)} KB over`
      const mark = verdict === 'ok' ? '✓' : verdict === 'warn' ? '⚠' : '✗'
      say(`${mark} ${what}: ${gzip} of ${limit} KB gzip, ${margin}`)
    }
    for (const w of sections.warnings) say(`⚠ ${w}`)
    for (const f of sections.failures) say(`✗ ${f}`)
    for (const n of notes) say(n)
    say(sections.verdict)
  } else for (const n of notes) say(n)
  const json = bundleJson({
    verdict: failing || stale ? 'fail' : 'pass',
    budgets,
    changed,
    failures: sections.failures,
    warnings: sections.warnings,
  })
  if (flags.json) write(flags.json, `${JSON.stringify(json, null, 2)}\n`)
  if (process.env.GITHUB_STEP_SUMMARY)
    appendFileSync(process.env.GITHUB_STEP_SUMMARY, stepSummary(json, base))
  if (flags.markdown) write(flags.markdown, `${formatMarkdown(table)}${sectionsMarkdown(sections)}`)
  if (flags.html) write(flags.html, formatHtml(table, sections, budgets))
  if (flags.treemap) {
    const { html, note } = patchTreemap(readFileSync(flags.treemap, 'utf8'), chunks)
    write(flags.treemap, html)
    if (note) say(`ⓘ ${flags.treemap}: ${note}`)
  }
  return failing || stale ? 1 : 0
}

process.exitCode = main(process.argv.slice(2))
