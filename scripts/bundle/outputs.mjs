// What the bundle report hands to machines and pull requests: the changes against the
// baseline, reports/bundle.json and the Markdown step summary (pure: data in, text out); and
// the one way to accept a build's sizes (`npm run bundle:baseline`): the baseline kept in git
// and the size the 3D button shows, written together, never while a firm budget is over.
import { writeFileSync } from 'node:fs'
import { KB, kb } from './budgets.mjs'
import { baselineOf, compare, signedKB } from './report.mjs'
import { writeLabel } from './sphere-label.mjs'

/** @typedef {import('./report.mjs').Budgeted} Budgeted */
/** @typedef {import('./report.mjs').Baseline} Baseline */
/**
 * @typedef {{ kind: 'file' | 'module', name: string, budget?: string, before: number | null,
 *   after: number | null }} Change
 */

/** Changes smaller than this (bytes gzip) are the same size: gzip noise, rounding. */
export const TOLERANCE = 10
/** The command that makes the baseline this tree's (and the 3D button's size). */
export const ACCEPT = 'npm run bundle:baseline'

/**
 * The line about a build against bundle-baseline.json, and whether `npm test` fails on it
 * (`strict`: --check-baseline). A build that differs fails while its content is the baseline's
 * (the code changed its sizes, so the baseline must say so); with other content, an owner's,
 * the difference is said and not failed: its sizes are its own, and the budgets check them.
 * None when the build is the baseline's.
 * @param {number} changed files or modules that differ by TOLERANCE bytes gzip or more
 * @param {{ content?: string } | null} base the baseline, or null when there is none
 * @param {string} content the tree's content stamp (content-stamp.mjs)
 * @param {boolean} strict
 * @returns {{ line: string, fails: boolean } | undefined}
 */
export function baselineNote(changed, base, content, strict) {
  const mark = strict ? '✗' : 'ⓘ'
  const accept = `if this tree is what lands, \`${ACCEPT}\` makes the baseline its own (npm test checks it).`
  if (!base) return { line: `${mark} There is no bundle-baseline.json: ${accept}`, fails: strict }
  if (!changed) return undefined
  const drift = `${changed} files or modules differ from bundle-baseline.json by ${TOLERANCE} bytes gzip or more`
  if (base.content !== undefined && base.content !== content)
    return {
      line: `ⓘ ${drift}; the content (src/content/, src/site.config.ts, public/) is not the baseline's, so its sizes are its own, held to the budgets (\`${ACCEPT}\` makes them the baseline).`,
      fails: false,
    }
  return { line: `${mark} ${drift}: ${accept}`, fails: strict }
}

/**
 * Each file (by the name it keeps across builds) and each budget's contributor whose gzip
 * size differs from the baseline by TOLERANCE bytes or more, or that came or went.
 * @param {{ key: string, chunk: { gzip: number } }[]} files
 * @param {Budgeted[]} budgets
 * @param {Baseline} base
 * @returns {Change[]}
 */
export function changes(files, budgets, base) {
  /** @type {(kind: Change['kind'], budget?: string) => (c: ReturnType<typeof compare>[number]) => Change[]} */
  const differing = (kind, budget) => (c) =>
    c.change !== 'changed' || Math.abs(c.delta) >= TOLERANCE
      ? [
          {
            kind,
            name: c.name,
            ...(budget ? { budget } : {}),
            before: c.change === 'new' ? null : c.was,
            after: c.change === 'gone' ? null : c.is,
          },
        ]
      : []
  const baseFiles = Object.fromEntries(Object.entries(base.files).map(([k, f]) => [k, f.gzip]))
  return [
    ...compare(baseFiles, new Map(files.map((f) => [f.key, f.chunk.gzip]))).flatMap(
      differing('file'),
    ),
    ...budgets.flatMap((b) =>
      compare(
        base.budgets[b.key]?.costs ?? {},
        new Map(b.costs.map((c) => [c.name, Math.round(c.gzip)])),
      ).flatMap(differing('module', b.key)),
    ),
  ]
}

/** @param {Change} c */
const delta = (c) => (c.after ?? 0) - (c.before ?? 0)
/** @param {number | null} bytes */
const size = (bytes) => (bytes === null ? '–' : kb(bytes))

/**
 * reports/bundle.json.
 * @param {{ verdict: 'pass' | 'fail', budgets: Budgeted[], changed: Change[], failures: string[],
 *   warnings: string[] }} report
 */
export const bundleJson = ({ verdict, budgets, changed, failures, warnings }) => ({
  verdict,
  budgets: budgets.map((b) => ({
    name: b.label,
    id: b.id,
    key: b.key,
    bytes: b.gzip,
    limit: b.limit,
    soft: b.soft,
    ok: b.gzip <= b.limit,
  })),
  changed,
  failures,
  warnings,
})

/** The step summary's length, in lines. */
export const SUMMARY_LINES = 60

/**
 * The Markdown a CI step summary shows: the verdict, the budgets that changed, then the
 * files, changes under 0.1 KB folded into one line; never more than SUMMARY_LINES lines.
 * @param {ReturnType<typeof bundleJson>} report
 * @param {Baseline | null} base
 */
export function stepSummary(report, base) {
  const mark = report.verdict === 'pass' ? '✅' : '❌'
  const budgetLines = report.budgets.flatMap((b) => {
    const was = base?.budgets[b.key]?.gzip ?? null
    if (was !== null && Math.abs(b.bytes - was) < TOLERANCE && b.ok) return []
    const change = was === null ? 'new' : `${signedKB(b.bytes - was)} KB`
    const state = b.ok ? '' : b.soft ? ' ⚠ over (warns)' : ' ❌ over'
    return [`| ${b.name} | ${kb(b.bytes)} | ${kb(b.limit)} | ${change}${state} |`]
  })
  const big = report.changed.filter((c) => Math.abs(delta(c)) >= 100)
  const small = report.changed.filter((c) => Math.abs(delta(c)) < 100)
  const smallSum = small.reduce((s, c) => s + delta(c), 0)
  const lines = [
    `## Bundle: ${mark} ${report.verdict}`,
    '',
    ...report.failures.map((f) => `- ❌ ${f}`),
    ...report.warnings.map((w) => `- ⚠ ${w}`),
    ...(budgetLines.length
      ? [
          '',
          '| budget | gzip KB | limit KB | change |',
          '| --- | ---: | ---: | --- |',
          ...budgetLines,
        ]
      : ['', 'Every budget as in the baseline.']),
    '',
    ...(report.changed.length
      ? [
          '**Changed since the baseline** (gzip KB):',
          '',
          ...big
            .sort((a, b) => Math.abs(delta(b)) - Math.abs(delta(a)))
            .map(
              (c) =>
                `- ${signedKB(delta(c))} ${c.kind} \`${c.name}\`${c.budget ? ` in ${c.budget}` : ''} (${size(c.before)} → ${size(c.after)})`,
            ),
          ...(small.length
            ? [`- ${small.length} changes under 0.1 KB, ${signedKB(smallSum)} KB in all`]
            : []),
        ]
      : ['Nothing changed since the baseline.']),
  ]
  if (lines.length <= SUMMARY_LINES) return `${lines.join('\n')}\n`
  const kept = lines.slice(0, SUMMARY_LINES - 1)
  return `${[...kept, `- … ${lines.length - kept.length} more lines in reports/bundle.json`].join('\n')}\n`
}

/** Where the budgets are written, for the words that say which line to raise. */
const BUDGETS_FILE = 'scripts/bundle/budgets.mjs'

/**
 * The budget line to raise for a size to pass: `kb` of budget 'entry-js' in budgets.mjs.
 * @param {Budgeted} b
 */
export const raiseText = (b) =>
  `raise \`kb\` of budget '${b.id}' in ${BUDGETS_FILE} to ${Math.ceil(b.gzip / 100) / 10}`

/**
 * Writes the baseline and the 3D button's size for this build, or, while a firm budget is
 * over, writes nothing and says which budget line to raise first.
 * @param {object} build
 * @param {ReturnType<typeof import('./report.mjs').fileCosts>} build.files
 * @param {Budgeted[]} build.budgets
 * @param {import('./report.mjs').Journey[]} build.trips
 * @param {import('./budgets.mjs').Chunk[]} build.chunks
 * @param {{ baseline: string, label?: string, content?: string }} to the files to write, and the
 *   content's stamp (content-stamp.mjs) that the baseline records
 * @returns {{ ok: boolean, lines: string[] }}
 */
export function accept({ files, budgets, trips, chunks }, to) {
  const over = budgets.filter((b) => !b.soft && b.gzip > b.limit)
  if (over.length)
    return {
      ok: false,
      lines: [
        ...over.map(
          (b) =>
            `✗ ${b.label} is ${kb(b.gzip)} KB gzip, over its ${b.limit / KB} KB budget: nothing written. If the growth is intended, ${raiseText(b)},`,
        ),
        `  then \`${ACCEPT}\` again.`,
      ],
    }
  const baseline = { ...baselineOf(files, budgets, trips), content: to.content }
  writeFileSync(to.baseline, `${JSON.stringify(baseline, null, 2)}\n`)
  writeLabel(chunks, to.label)
  return {
    ok: true,
    lines: [
      `Wrote ${to.baseline} and the 3D button's size: commit them with the change they accept.`,
    ],
  }
}
