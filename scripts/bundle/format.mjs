// The bundle report as a terminal table and as Markdown.
import { markdownTable } from '../lib/markdown.mjs'
import { BUDGETS, kb } from './budgets.mjs'

/** @typedef {import('./budgets.mjs').Report} Report */
/** @typedef {import('./budgets.mjs').Row} Row */
/** @typedef {import('./budgets.mjs').Verdict} Verdict */

const HEAD = [
  'file',
  'kind',
  'runtime',
  'raw',
  'gzip',
  'brotli',
  'loaded by',
  'budget (gzip)',
  'headroom',
]
/** @type {Record<string, string>} */
const RUNTIME_NAMES = { preact: 'Preact', react: 'React', three: 'three' }
/**
 * `['react', 'three']` → `React + three`; a dash for plain app code.
 * @type {(runtimes?: string[]) => string}
 */
const runtimeText = (runtimes = []) => runtimes.map((r) => RUNTIME_NAMES[r] ?? r).join(' + ') || '–'
/** @param {number} bytes */
const signed = (bytes) => (bytes < 0 ? `−${kb(-bytes)}` : kb(bytes))

/**
 * `src/games/g2048/View.tsx, …` → `games/g2048/View, games/guess/View +3` for the terminal.
 * @param {string} text
 */
function shortLoaders(text) {
  const names = text.split(', ').map((l) => l.replace(/^src\//, '').replace(/\.[jt]sx?$/, ''))
  return names.length > 2
    ? `${names.slice(0, 2).join(', ')} +${names.length - 2}`
    : names.join(', ')
}

/**
 * @param {Row} row
 * @param {boolean} compact
 */
function chunkCells(row, compact) {
  const loaders = compact ? shortLoaders(row.loadedBy) : row.loadedBy
  return [
    row.src && !compact ? `${row.file} (${row.src})` : row.file,
    row.kind,
    runtimeText(row.runtimes),
    kb(row.raw),
    kb(row.gzip),
    kb(row.brotli),
    loaders,
    row.budgets.map((b) => b.text).join(', ') || '–',
    row.budgets.map((b) => signed(b.headroom)).join(', ') || '–',
  ]
}

/**
 * One line per budget: the sum (or the largest chunk of an `each` budget) against its limit.
 * @param {Verdict[]} verdicts
 * @returns {[what: string, gzip: string, limit: string, headroom: string, verdict: string][]}
 */
export function budgetSummary(verdicts) {
  /** @type {Map<string, Verdict>} */
  const seen = new Map()
  for (const v of verdicts) {
    const prev = seen.get(v.budget.id)
    if (!prev || v.headroom < prev.headroom) seen.set(v.budget.id, v)
  }
  return [...seen.values()].map((v) => {
    const count = verdicts.filter((o) => o.budget.id === v.budget.id).length
    const what = v.budget.scope === 'each' ? `${v.label} (largest of ${count})` : v.budget.what
    return [
      what,
      kb(v.gzip),
      `${v.budget.kb}`,
      signed(v.headroom),
      v.ok ? 'ok' : v.budget.soft ? 'warn' : 'OVER',
    ]
  })
}
export const SUMMARY_HEAD = ['budget', 'gzip KB', 'limit KB', 'headroom KB', 'verdict']

/**
 * A text table: columns two spaces apart, numbers padded on the left, a rule under the head.
 * @param {string[]} head
 * @param {string[][]} lines
 */
export function aligned(head, lines) {
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]?.length ?? 0)))
  /** @param {number} i */
  const numeric = (i) => lines.every((l) => /^[−–\d., ]+$/.test(l[i] ?? ''))
  /** @param {string[]} cells */
  const pad = (cells) =>
    cells
      .map((c, i) => (numeric(i) ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join('  ')
  return [pad(head), widths.map((w) => '─'.repeat(w)).join('  '), ...lines.map(pad)].join('\n')
}

/**
 * The tables `stats.mjs --print --full` prints: every file, then every budget. Sizes in KB of
 * 1000 bytes.
 * @param {Report} report
 */
export const formatTerminal = ({ rows, verdicts }) =>
  [
    aligned(
      HEAD,
      rows.map((r) => chunkCells(r, true)),
    ),
    '',
    aligned(SUMMARY_HEAD, budgetSummary(verdicts)),
  ].join('\n')

/**
 * The head of reports/bundle.md: every chunk, then the budgets (the sections and the verdict
 * follow, explain.mjs).
 * @param {Report} report
 */
export function formatMarkdown({ rows, verdicts }, builtAt = new Date()) {
  return [
    '# Bundle report',
    '',
    `Built ${builtAt.toISOString()}. Sizes in KB of 1000 bytes; gzip at level 9, brotli at quality 11.`,
    'Budgets marked "(sum)" cap the total of every chunk they name; the others cap each chunk.',
    '',
    '## Chunks',
    '',
    markdownTable(
      HEAD.map((h) => (['raw', 'gzip', 'brotli', 'headroom'].includes(h) ? `${h} (KB)` : h)),
      rows.map((r) => chunkCells(r, false)),
    ),
    '',
    '## Budgets',
    '',
    markdownTable(SUMMARY_HEAD, budgetSummary(verdicts)),
    '',
  ].join('\n')
}

/**
 * The budgets as the README's table shows them (`stats.mjs --budget-table`), made from BUDGETS
 * itself so that the README cannot give a figure the build does not use (format.test.ts
 * compares the two): what each covers, its limit, and whether it only warns.
 */
export const budgetTable = () =>
  markdownTable(
    ['what', 'budget (gzip)'],
    BUDGETS.map((b) => [
      b.scope === 'each' ? `each ${b.what}` : b.what,
      `${b.kb} KB${b.soft ? ', warns only' : ''}`,
    ]),
  )
