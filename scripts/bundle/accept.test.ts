// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { BUDGETS } from './budgets.mjs'
import { explainBuild, sphere } from './fixtures.ts'
import { ACCEPT, accept, changes } from './outputs.mjs'
import { labelProblems, readLabelKB } from './sphere-label.mjs'

type Budget = import('./budgets.mjs').Budget
type Build = ReturnType<typeof sphere>

const dir = mkdtempSync(join(tmpdir(), 'accept-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const to = { baseline: join(dir, 'bundle-baseline.json'), label: join(dir, 'chunkSize.json') }

/** What `npm run build` and `npm run test:budgets` fail on: the printed failures and drift. */
function check(build: Build) {
  const base = JSON.parse(readFileSync(to.baseline, 'utf8'))
  const s = explainBuild(build, base, { stale: labelProblems(build.chunks, readLabelKB(to.label)) })
  return { failures: s.failures, drift: changes(build.files, build.budgets, base) }
}

/** Follows the printed words: the budget line to raise, then the accept command. */
function follow(words: string, budgets: Budget[]) {
  const raise = /raise `kb` of budget '([\w-]+)' in scripts\/bundle\/budgets\.mjs to ([\d.]+)/.exec(
    words,
  )
  const raised = raise
    ? budgets.map((b) => (b.id === raise[1] ? { ...b, kb: Number(raise[2]) } : b))
    : budgets
  expect(words).toContain(`\`${ACCEPT}\``)
  return raised
}

describe('one way to accept a change in size', () => {
  // The sphere's budget just above today's chunk: OrbitControls takes it over.
  const today = sphere(false)
  const tight = BUDGETS.map((b) =>
    b.id === 'sphere'
      ? {
          ...b,
          kb: Math.ceil((today.budgets.find((x) => x.id === 'sphere')?.gzip ?? 0) / 100) / 10,
        }
      : b,
  )

  it('accepts the untouched build: no failure, no drift', () => {
    expect(accept(sphere(false, tight), to).ok).toBe(true)
    expect(check(sphere(false, tight))).toEqual({ failures: [], drift: [] })
  })

  it('fails a regression with what to do, and following the words turns it green', () => {
    let budgets = tight
    const grown = sphere(true, budgets)
    const { failures } = check(grown)
    // Over the budget, and the button's size is stale: each says what to do.
    expect(failures).toHaveLength(2)
    for (const f of failures) expect(f).toContain(`\`${ACCEPT}\``)
    // The accept command alone writes nothing while the budget is over, and says so.
    const refused = accept(grown, to)
    expect(refused.ok).toBe(false)
    expect(refused.lines.join('\n')).toMatch(/raise `kb` of budget 'sphere'/)
    expect(check(grown).failures).toHaveLength(2)
    for (const f of failures) budgets = follow(f, budgets)
    const accepted = accept(sphere(true, budgets), to)
    expect(accepted.ok).toBe(true)
    expect(check(sphere(true, budgets))).toEqual({ failures: [], drift: [] })
  })
})
