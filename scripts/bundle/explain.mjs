// The report's sections in words: budgets' contributors, the change since the baseline,
// the visitor's journeys, the cache, and the verdict; then the report `npm run build` prints
// (the verdict and the budgets that changed first, every line under WIDTH bytes; every file
// and each budget's contributors with `--full`) and its Markdown. Pure: text from data.
import { shortModule } from './attribute.mjs'
import { KB, kb } from './budgets.mjs'
import { aligned, budgetSummary, formatTerminal, SUMMARY_HEAD } from './format.mjs'
import { ACCEPT, changes, raiseText, TOLERANCE } from './outputs.mjs'
import {
  budgetDiff,
  changeText,
  largestOfEach,
  moduleGrowth,
  PROFILES,
  seconds,
  secondsAt,
  signedKB,
  timeText,
} from './report.mjs'

/** @typedef {import('./report.mjs').Budgeted} Budgeted */
/** @typedef {import('./report.mjs').Baseline} Baseline */
/** @typedef {import('./report.mjs').Journey} Journey */
/** @typedef {import('./budgets.mjs').Chunk} Chunk */
/** @typedef {import('./budgets.mjs').Report} Report */
/**
 * @typedef {(name: string) => { importer: string | null, text: string,
 *   steps: { id: string, dynamic: boolean }[] } | null} ChainOf
 */

/**
 * @typedef {object} Sections
 * @property {{ title: string, lines: string[], full?: boolean }[]} parts (`full`: only in
 *   the full report)
 * @property {string[]} changedBudgets each budget whose size changed since the baseline or is
 *   over: `the 3D chunk: 162.58 → 167.63 of 168 KB (+5.05)`
 * @property {string[]} failures one line per budget over its limit: what grew, why, what it costs
 * @property {string[]} warnings one line per soft budget over its limit (content, not code)
 * @property {string} verdict the last line
 */

/** How many contributors each budget lists. */
const TOP = 5

/**
 * @param {object} input
 * @param {Budgeted[]} input.budgets
 * @param {{ key: string, chunk: Chunk }[]} input.files
 * @param {Journey[]} input.trips
 * @param {Chunk[]} input.again the files a returning visitor downloads again
 * @param {Baseline | null} input.base
 * @param {ChainOf} input.chainOf
 * @param {string[]} [input.stale] other problems (the sphere button's size)
 * @returns {Sections}
 */
export function explain({ budgets, files, trips, again, base, chainOf, stale = [] }) {
  /** @param {string} name */
  const why = (name) => {
    const chain = chainOf(name)
    return chain?.importer ? `, imported by ${chain.importer} (${chain.text})` : ''
  }
  /** @param {string} id */
  const leaf = (id) => id.split('/').at(-1) ?? id
  /**
   * What brought a contributor's growth: its module that grew most and, on the import chain
   * to it, the first import of a module this budget did not have (`Scene.tsx →
   * OrbitControls.js`), never merely the shortest way into the package.
   * @param {Budgeted} budget
   * @param {{ name: string, delta: number, change: string }} c
   */
  const cause = (budget, c) => {
    const before = base?.budgets[budget.key]
    if (c.delta <= 0 || !before) return ''
    const top = moduleGrowth(budget, before, c.name)[0]
    if (!top || top.delta <= 0) return why(c.name)
    const chain = chainOf(top.name)
    const grew =
      top.name === c.name || c.change === 'new'
        ? ''
        : `: ${top.change === 'new' ? 'new ' : ''}module ${shortModule(top.name)} ${signedKB(top.delta)} KB`
    if (!chain) return grew
    const known = new Set(Object.keys(before.modules ?? {}))
    const mine = new Set((budget.modules ?? []).map((m) => m.name))
    const steps = chain.steps
    const first = steps.findIndex((s, i) => i > 0 && mine.has(s.id) && !known.has(s.id))
    const at = first > 0 ? first : steps.length - 1
    const from = steps[at - 1]
    const to = steps[at]
    if (!from || !to || first < 0) return `${grew}, in ${chain.text}`
    return `${grew}, brought by ${leaf(from.id)}${to.dynamic ? ' ⇢ ' : ' → '}${leaf(to.id)} (${chain.text})`
  }
  const contributors = largestOfEach(budgets).flatMap((b) => {
    const top = b.costs.slice(0, TOP)
    const rest = b.costs.slice(TOP)
    const restSum = rest.reduce((s, c) => s + c.gzip, 0)
    return [
      `${b.label}: ${kb(b.gzip)} KB gzip (brotli ${kb(b.brotli)})`,
      ...top.map((c) => `  ${kb(c.gzip).padStart(7)}  ${c.name}`),
      ...(rest.length ? [`  ${kb(restSum).padStart(7)}  ${rest.length} more`] : []),
    ]
  })
  const diffs = budgets.map((b) => budgetDiff(b, base?.budgets[b.key]))
  /** @param {Budgeted} b */
  const moduleNames = (b) => [
    ...(b.modules ?? []).map((m) => m.name),
    ...Object.keys(base?.budgets[b.key]?.modules ?? {}),
  ]
  const changed = base
    ? diffs.flatMap((d, i) => {
        const b = /** @type {Budgeted} */ (budgets[i])
        if (d.was === null) return [`${d.label}: new, ${kb(d.is)} KB gzip`]
        if (Math.abs(d.is - d.was) < TOLERANCE && !d.changes.length) return []
        const items = d.changes
          .slice(0, TOP)
          .map((c) => `${changeText(c, moduleNames(b))}${cause(b, c)}`)
        return [
          `${d.label} ${signedKB(d.is - d.was)} KB gzip (${kb(d.was)} → ${kb(d.is)})${items.length ? `: ${items.join('; ')}` : ''}`,
        ]
      })
    : ['No baseline: `npm run bundle:baseline` writes one.']
  const perFile = base ? fileChanges(files, base) : []
  const tripLines = trips.map((t) => {
    const was = base?.journeys[t.id]
    const change =
      was === undefined
        ? ''
        : Math.abs(t.gzip - was) < TOLERANCE
          ? ' (as in the baseline)'
          : ` (${signedKB(t.gzip - was)} KB since the baseline)`
    const times = PROFILES.map((p) => secondsAt(seconds(t.gzip, p, t.roundTrips), p))
    return `${t.what}: ${kb(t.gzip)} KB gzip in ${t.files.length} files${change}; ${times.join('; ')}`
  })
  const againBytes = again.reduce((s, c) => s + c.gzip, 0)
  const cache = base
    ? [
        again.length
          ? `A returning visitor downloads ${again.length} files again, ${kb(againBytes)} KB gzip (${timeText(againBytes).replaceAll('+', '')}):`
          : 'A returning visitor downloads nothing again.',
        ...again.map((c) => `  ${kb(c.gzip).padStart(7)}  ${c.file}`),
      ]
    : ['No baseline to compare the cache with.']

  /** @type {(b: Budgeted, limit: string) => string} */
  const overBy = (b, limit) =>
    `${b.label} is ${kb(b.gzip)} KB gzip, ${kb(b.gzip - b.limit)} KB over its ${b.limit / KB} KB ${limit}`
  const over = budgets.filter((b) => !b.soft && b.gzip > b.limit)
  const warnings = budgets
    .filter((b) => b.soft && b.gzip > b.limit)
    .map(
      (b) =>
        `${overBy(b, 'guide')}: it grows with the content, so the build passes (its code parts keep firm budgets)`,
    )
  const failures = over.map((b) => {
    const d = diffs.find((x) => x.key === b.key)
    // What grew, leaving out changes under a tenth of the largest (the shifts around it).
    const up = (d?.changes ?? []).filter((c) => c.delta > 0)
    const grown = up.filter((c) => c.delta >= (up[0]?.delta ?? 0) / 10).slice(0, 3)
    const causes = grown.length
      ? grown.map(
          (c) => `${changeText(c, moduleNames(b))} gzip (${timeText(c.delta)})${cause(b, c)}`,
        )
      : b.costs.slice(0, 3).map((c) => `${c.name} ${kb(c.gzip)} KB${why(c.name)}`)
    const since = d?.was != null ? `, ${signedKB(b.gzip - d.was)} KB since the baseline` : ''
    return `${overBy(b, 'budget')}${since}: ${causes.join('; ')}. To fix: remove what grew, or load it lazily (a dynamic import). If the growth is intended: ${raiseText(b)}, then \`${ACCEPT}\` accepts it`
  })
  const problems = failures.length + stale.length
  const verdict = problems
    ? `✗ ${[over.length ? `${over.length} budget${over.length > 1 ? 's' : ''} over (${over.map((b) => b.label).join(', ')})` : '', stale.length ? `${stale.length} stale` : ''].filter(Boolean).join(', ')}: the build fails`
    : `✓ every budget holds${base ? '' : ' (no baseline to compare with)'}`
  return {
    parts: [
      {
        title:
          'What each budget is made of (gzip KB: what removing it saves, plus its part of what several share; adds up)',
        lines: contributors,
        full: true,
      },
      {
        title: 'Against the baseline (bundle-baseline.json)',
        lines: [
          ...(base && !changed.length
            ? [`Every budget as in the baseline (within ${TOLERANCE} bytes).`]
            : changed),
          ...perFile,
        ],
      },
      { title: `Visitor journeys (round trips of ${PROFILES[0]?.rtt ?? 0} s)`, lines: tripLines },
      { title: 'Cache', lines: cache },
    ],
    failures: [...failures, ...stale],
    warnings,
    verdict,
    changedBudgets: diffs.flatMap((d, i) => {
      const b = /** @type {Budgeted} */ (budgets[i])
      const over = b.gzip > b.limit ? (b.soft ? ' ⚠ over (warns)' : ' ✗ over') : ''
      if (d.was === null)
        return base ? [`${d.label}: new, ${kb(d.is)} of ${b.limit / KB}${over}`] : []
      if (Math.abs(d.is - d.was) < TOLERANCE && !(b.gzip > b.limit && !b.soft)) return []
      return [
        `${d.label}: ${kb(d.was)} → ${kb(d.is)} of ${b.limit / KB} (${signedKB(d.is - d.was)})${over}`,
      ]
    }),
  }
}

/**
 * The files whose gzip size changed by TOLERANCE bytes or more, matched by source module.
 * @param {{ key: string, chunk: Chunk }[]} files
 * @param {Baseline} base
 */
export function fileChanges(files, base) {
  const lines = changes(files, [], base).map(({ name, before, after }) => {
    const what = before === null ? 'new' : after === null ? 'gone' : `${kb(before)} → ${kb(after)}`
    return { delta: (after ?? 0) - (before ?? 0), line: `${name} (${what})` }
  })
  if (!lines.length) return [`Per file: no file changed by ${TOLERANCE} bytes or more.`]
  return [
    'Per file (gzip KB, matched by source module):',
    ...lines
      .sort((a, b) => Math.abs(b.delta) - Math.abs(a.delta))
      .map((l) => `  ${signedKB(l.delta).padStart(8)}  ${l.line}`),
  ]
}

/**
 * @param {Sections} s
 */
export function sectionsMarkdown(s) {
  return [
    ...s.parts.flatMap((p) => ['', `## ${p.title}`, '', '```', ...p.lines, '```']),
    '',
    '## Verdict',
    '',
    ...s.warnings.map((w) => `- **Warning:** ${w}`),
    ...s.failures.map((f) => `- **Over:** ${f}`),
    '',
    `**${s.verdict}**`,
    '',
  ].join('\n')
}

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
function briefBudgetTable(verdicts) {
  const rows = budgetSummary(verdicts).map(([what, ...rest]) => [
    what.replace(/ \S+ \(([^()]+)\) \(largest of (\d+)\)$/, ' (largest of $2: $1)'),
    ...rest,
  ])
  const [head = '', , ...lines] = aligned(SUMMARY_HEAD, rows).split('\n')
  return [head, ...lines].map((l) => l.trimEnd())
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
    ...briefBudgetTable(table.verdicts),
  ]
  const parts = sections.parts.filter((p) => full || !p.full)
  const body = parts.flatMap((p) => ['', p.title, '-'.repeat(p.title.length), ...p.lines])
  // A table is not wrapped (a row cut in two reads as two rows): it may be wider than WIDTH.
  const fileTable = full
    ? formatTerminal(table)
        .split('\n')
        .map((l) => l.trimEnd())
    : []
  const more = full ? [''] : ['', `(Every file and what each budget is made of: ${FULL_COMMAND})`]
  const end = [
    ...sections.warnings.map((w) => `⚠ ${w}`),
    ...sections.failures.map((f) => `✗ ${f}`),
    sections.verdict,
  ]
  const wrapped = (/** @type {string[]} */ lines) => wrapText(lines.join('\n'))
  return [
    wrapped(lead),
    ...(full ? ['', ...fileTable] : []),
    wrapped([...body, ...more, ...notes, ...end]),
  ].join('\n')
}
