// The report `npm run build` prints: the verdict and the budgets that changed first, every
// line under WIDTH characters; the table of every file and each budget's contributors with
// `--full`. Pure: text from the report's data.
import { sectionsText } from './explain.mjs'
import { budgetSummary, formatTerminal } from './format.mjs'

/** @typedef {import('./explain.mjs').Sections} Sections */
/** @typedef {import('./budgets.mjs').Report} Report */

/** The longest line printed: a CI log or a terminal of 120 columns shows each whole. */
export const WIDTH = 119

/** Where the whole table is, for the brief report's last words. */
export const FULL_COMMAND = 'node scripts/bundle/stats.mjs --print --full'

/** A line's length as `awk` and some CI logs count it: in bytes (`─` is three). */
/** @param {string} text */
const size = (text) => Buffer.byteLength(text)

/**
 * A line cut at spaces into lines of at most `width` bytes, the rest indented.
 * @param {string} line
 */
export function wrap(line, width = WIDTH) {
  if (size(line) <= width) return [line]
  const lead = /^\s*/.exec(line)?.[0] ?? ''
  const indent = `${lead}    `
  const out = []
  let current = lead
  for (const word of line.trimStart().split(' ')) {
    const next = current.trim() ? `${current} ${word}` : `${current}${word}`
    if (current.trim() && size(next) > width) {
      out.push(current)
      current = `${indent}${word}`
    } else current = next
  }
  out.push(current)
  return out
}

/** @param {string} text */
export const wrapText = (text) =>
  text
    .split('\n')
    .flatMap((l) => wrap(l))
    .join('\n')

/**
 * One line per budget, short: an `each` budget by its kind and its largest chunk's source.
 * @param {Report['verdicts']} verdicts
 */
function budgetTable(verdicts) {
  const rows = budgetSummary(verdicts).map(([what, ...rest]) => [
    what.replace(/ \S+ \(([^()]+)\) \(largest of (\d+)\)$/, ' (largest of $2: $1)'),
    ...rest,
  ])
  const head = ['budget', 'gzip KB', 'limit KB', 'headroom KB', 'verdict']
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)))
  /** @param {string[]} cells */
  const line = (cells) =>
    cells.map((c, i) => (i && i < 4 ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
  return [head, ...rows].map((cells) => line(cells).join('  ').trimEnd())
}

/**
 * The printed report.
 * @param {object} input
 * @param {Report} input.table every file and the budgets' verdicts (budgets.mjs)
 * @param {Sections} input.sections
 * @param {string} input.outDir
 * @param {string} input.took seconds the report took
 * @param {boolean} [input.full] the table of every file and each budget's contributors
 * @param {string[]} [input.notes] lines before the warnings, failures and verdict
 */
export function reportText({ table, sections, outDir, took, full = false, notes = [] }) {
  const changed = sections.changedBudgets
  const lead = [
    `Bundle of ${outDir}/ (KB: gzip -9; report took ${took} s): ${sections.verdict}`,
    ...(changed.length
      ? ['Budgets changed since bundle-baseline.json:', ...changed.map((c) => `  ${c}`)]
      : ['No budget changed since bundle-baseline.json.']),
    '',
    ...budgetTable(table.verdicts),
  ]
  const parts = sections.parts.filter((p) => full || !p.full)
  const body = sectionsText({ ...sections, parts, warnings: [], failures: [], verdict: '' })
  const fileTable = full
    ? ['', formatTerminal({ ...table, failures: [] }).replace(/\n\n✓ every budget holds$/, '')]
    : []
  const more = full ? [''] : ['', `(Every file and what each budget is made of: ${FULL_COMMAND})`]
  const end = [
    ...sections.warnings.map((w) => `⚠ ${w}`),
    ...sections.failures.map((f) => `✗ ${f}`),
    sections.verdict,
  ]
  return wrapText([...lead, ...fileTable, body.trimEnd(), ...more, ...notes, ...end].join('\n'))
}
