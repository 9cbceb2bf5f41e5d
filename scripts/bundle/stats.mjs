#!/usr/bin/env node
// Bundle sizes of a build against the budgets.
//
//   node scripts/bundle/stats.mjs [outDir] --print            the table (after `vite build`)
//   node scripts/bundle/stats.mjs [outDir] --check            exit 1 when over any budget
//   node scripts/bundle/stats.mjs [outDir] --markdown <file>  write the table as Markdown
//   node scripts/bundle/stats.mjs [outDir] --write-sphere-label  store the size the 3D button shows
// outDir defaults to dist.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { evaluate } from './budgets.mjs'
import { budgetSummary, formatMarkdown, formatTerminal } from './format.mjs'
import { measureBuild } from './measure.mjs'
import { labelProblems, writeLabel } from './sphere-label.mjs'

/** @param {string[]} args */
function main(args) {
  const markdownAt = args.indexOf('--markdown')
  const markdownFile = markdownAt >= 0 ? args[markdownAt + 1] : null
  const outDir =
    args.find((a, i) => !a.startsWith('--') && (markdownAt < 0 || i !== markdownAt + 1)) ?? 'dist'
  const chunks = measureBuild(outDir)
  const report = evaluate(chunks)
  if (args.includes('--write-sphere-label')) writeLabel(chunks)

  if (args.includes('--print'))
    console.log(`\nBundle sizes of ${outDir}/ (KB)\n${formatTerminal(report)}`)
  if (markdownFile) {
    mkdirSync(dirname(markdownFile), { recursive: true })
    writeFileSync(markdownFile, formatMarkdown(report))
    console.log(`Wrote ${markdownFile}`)
  }
  if (!args.includes('--check')) return 0

  const problems = [...report.failures, ...labelProblems(chunks)]
  if (!args.includes('--print')) {
    for (const [what, gzip, limit, headroom, verdict] of budgetSummary(report.verdicts)) {
      const margin = verdict === 'ok' ? `${headroom} KB left` : `${headroom.slice(1)} KB over`
      console.log(`${verdict === 'ok' ? '✓' : '✗'} ${what}: ${gzip} of ${limit} KB gzip, ${margin}`)
    }
  }
  for (const problem of problems) console.error(`Over budget or stale: ${problem}`)
  return problems.length ? 1 : 0
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2))
}
