import { readFileSync } from 'node:fs'
import { plannedSteps, runSteps, STEPS, summary } from './test-all.mjs'

/** Runs every step with a fake that fails the named ones; returns the results and what was said. */
async function runFailing(...failing: string[]) {
  const ran: string[] = []
  const said: string[] = []
  let clock = 0
  const results = await runSteps(
    STEPS,
    async (step) => {
      ran.push(step.name)
      clock += 1000
      return { ok: !failing.includes(step.name) }
    },
    () => clock,
    (line) => said.push(line),
  )
  return { ran, said, results, text: summary(results) }
}

const lineOf = (text: string, step: string) =>
  text.split('\n').find((line) => new RegExp(`^. ${step}\\s`).test(line)) ?? ''

test('a failing unit run still runs the build and the browser tests, and the summary says it failed', async () => {
  const { ran, results, text } = await runFailing('unit')
  expect(ran).toEqual(STEPS.map((s) => s.name))
  expect(results.find((r) => r.name === 'e2e')?.status).toBe('passed')
  expect(lineOf(text, 'unit')).toMatch(/^✗ unit\s+failed\s+1\.0 s$/)
  expect(lineOf(text, 'e2e')).toMatch(/^✓ e2e\s+passed\s+1\.0 s$/)
  expect(text.split('\n').at(-1)).toBe('npm test failed: unit')
})

test('a failed build skips what needs it, saying why, and runs the rest', async () => {
  const { ran, results, text } = await runFailing('build')
  const needBuild = STEPS.filter((s) => s.needs?.includes('build')).map((s) => s.name)
  expect(needBuild).toContain('e2e')
  for (const name of needBuild) {
    expect(ran).not.toContain(name)
    expect(lineOf(text, name)).toMatch(/skipped: build failed\s*$/)
  }
  expect(ran).toContain('owner')
  expect(results.filter((r) => r.status !== 'passed').map((r) => r.name)).toEqual([
    'build',
    ...needBuild,
  ])
})

test('a lint failure says to run npm run format', async () => {
  const { said } = await runFailing('lint')
  expect(said.filter((line) => line.includes('`npm run format`'))).toHaveLength(1)
  const passing = await runFailing()
  expect(passing.said.some((line) => line.includes('npm run format'))).toBe(false)
})

test('everything passing ends with the verdict that npm test passed', async () => {
  const { text, results } = await runFailing()
  expect(results.every((r) => r.status === 'passed')).toBe(true)
  expect(text.split('\n').at(-1)).toBe('npm test passed')
})

test('an interrupted step stops the run', async () => {
  const ran: string[] = []
  const results = await runSteps(
    STEPS,
    async (step) => {
      ran.push(step.name)
      return step.name === 'lint' ? { ok: false, interrupted: true } : { ok: true }
    },
    () => 0,
    () => {},
  )
  expect(ran).toEqual(['typecheck', 'lint'])
  expect(results.map((r) => r.status)).toEqual(['passed', 'failed'])
})

test('optional steps run only when package.json has their script; every other step’s script exists', () => {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8'))
  const planned = plannedSteps(STEPS, scripts)
  for (const step of planned) expect(scripts, step.script).toHaveProperty([step.script])
  expect(planned.map((s) => s.name)).toEqual(
    STEPS.filter((s) => !s.optional || s.script in scripts).map((s) => s.name),
  )
  expect(plannedSteps(STEPS, {}).map((s) => s.name)).not.toContain('owner')
  expect(plannedSteps(STEPS, { 'test:owner': 'x' }).map((s) => s.name)).toContain('owner')
  expect(scripts.test).toBe('node scripts/test-all.mjs')
})
