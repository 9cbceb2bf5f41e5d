import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { bundleJson, changes, SUMMARY_LINES, stepSummary } from './outputs.mjs'
import { type Baseline, type Budgeted, baselineOf } from './report.mjs'

const budget = (key: string, gzip: number, costs: [string, number][]): Budgeted => ({
  key,
  id: key,
  each: false,
  soft: false,
  label: `budget ${key}`,
  limit: 10_000,
  gzip,
  brotli: gzip,
  files: [],
  costs: costs.map(([name, g]) => ({ name, gzip: g })),
})
const file = (key: string, gzip: number) => ({
  key,
  chunk: { file: `${key}-hash.js`, kind: 'entry' as const, raw: gzip, gzip, brotli: gzip },
  costs: [],
})

/** A build of `n` files and modules of the given sizes. */
const build = (sizes: number[]) => ({
  files: sizes.map((s, i) => file(`src/m${i}.ts`, s)),
  budgets: [
    budget(
      'entry-js',
      sizes.reduce((a, b) => a + b, 0),
      sizes.map((s, i) => [`src/m${i}.ts`, s]),
    ),
  ],
})
const baseOf = (b: ReturnType<typeof build>): Baseline => baselineOf(b.files, b.budgets, [])

describe('the changes against the baseline', () => {
  test('are none on the tree the baseline was written from, and none under 10 bytes', () => {
    const b = build([1_000, 2_000])
    expect(changes(b.files, b.budgets, baseOf(b))).toEqual([])
    const near = build([1_009, 1_991])
    expect(changes(near.files, near.budgets, baseOf(b))).toEqual([])
  })

  test('name each file and module that differs, with before and after bytes', () => {
    const after = build([1_200, 2_000, 300])
    expect(changes(after.files, after.budgets, baseOf(build([1_000, 2_000])))).toEqual([
      { kind: 'file', name: 'src/m0.ts', before: 1_000, after: 1_200 },
      { kind: 'file', name: 'src/m2.ts', before: null, after: 300 },
      { kind: 'module', name: 'src/m0.ts', budget: 'entry-js', before: 1_000, after: 1_200 },
      { kind: 'module', name: 'src/m2.ts', budget: 'entry-js', before: null, after: 300 },
    ])
  })
})

describe('the step summary', () => {
  test('lists no budget of the untouched tree, a budget per chunk included', () => {
    const b = build([1_000])
    const each = { ...budget('game src/games/g.tsx', 500, []), id: 'game', each: true }
    const all = [...b.budgets, each]
    const json = bundleJson({
      verdict: 'pass',
      budgets: all,
      changed: [],
      failures: [],
      warnings: [],
    })
    expect(stepSummary(json, baselineOf(b.files, all, []))).toContain(
      'Every budget as in the baseline.',
    )
  })

  test('stays within 60 lines, verdict first, changes under 0.1 KB on one line', () => {
    const before = build(Array.from({ length: 200 }, () => 1_000))
    const after = build(Array.from({ length: 200 }, (_, i) => (i < 80 ? 1_500 : 1_050)))
    const json = bundleJson({
      verdict: 'fail',
      budgets: after.budgets,
      changed: changes(after.files, after.budgets, baseOf(before)),
      failures: ['budget entry-js is over'],
      warnings: [],
    })
    const lines = stepSummary(json, baseOf(before)).trimEnd().split('\n')
    expect(lines.length).toBeLessThanOrEqual(SUMMARY_LINES)
    expect(lines[0]).toBe('## Bundle: ❌ fail')
    expect(lines).toContain('| budget entry-js | 246.00 | 10.00 | +46.00 KB ❌ over |')
    expect(lines.at(-1)).toMatch(/^- … \d+ more lines in reports\/bundle\.json$/)
    const few = stepSummary({ ...json, changed: json.changed.slice(-5) }, baseOf(before))
    expect(few).toContain('- 5 changes under 0.1 KB, +0.25 KB in all')
  })
})

describe('stats.mjs', () => {
  const stats = fileURLToPath(new URL('./stats.mjs', import.meta.url))
  test.each([['--nope'], ['--json']])('%s is an error with the usage', (flag) => {
    const run = spawnSync(process.execPath, [stats, flag], { encoding: 'utf8' })
    expect(run.status).toBe(2)
    expect(run.stderr).toContain(`'${flag}`)
    expect(run.stderr).toContain('Usage: node scripts/bundle/stats.mjs')
  })
})
