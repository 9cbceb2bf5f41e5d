#!/usr/bin/env node
// `npm test`: every check in turn, going on after a failure wherever the next step can still
// tell something (a failing unit run must not hide the browser tests' result), then a table
// of each step's result and time. Exits 1 when any step failed or could not run.
//
//   node scripts/test-all.mjs
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * @typedef {object} Step
 * @property {string} name   what the summary calls it
 * @property {string} script the package.json script that runs it
 * @property {string[]} [needs] steps that must have passed first (else: skipped)
 * @property {boolean} [optional] left out when package.json has no such script
 * @property {string} [hint] one line printed when it fails, saying what to do
 */

/** @type {readonly Step[]} */
export const STEPS = [
  { name: 'typecheck', script: 'typecheck' },
  {
    name: 'lint',
    script: 'lint',
    hint: 'Lint failed: `npm run format` fixes the formatting and the safe fixes; then `npm run lint` shows what is left to fix by hand.',
  },
  { name: 'unit', script: 'test:unit' },
  { name: 'build', script: 'build' },
  { name: 'budgets', script: 'test:budgets', needs: ['build'] },
  // Builds twice into temporary folders by itself: it needs no build of ours.
  {
    name: 'renames',
    script: 'test:renames',
    hint: 'A file was renamed although its code did not change: every returning visitor downloads it again (docs/decisions/017-stable-chunk-names.md).',
  },
  { name: 'e2e', script: 'test:e2e', needs: ['build'] },
  // The owner test copies the project and builds it there: it needs no build of ours.
  { name: 'owner', script: 'test:owner', optional: true },
  { name: 'engines', script: 'test:engines', needs: ['build'], optional: true },
]

/**
 * @typedef {object} Result
 * @property {string} name
 * @property {'passed' | 'failed' | 'skipped'} status
 * @property {string} [why]  why it was skipped
 * @property {number} ms
 */

/**
 * Runs the steps in order. `run(step)` runs one and says whether it passed. A step whose
 * `needs` did not all pass is skipped, naming the first that failed; an interrupted step
 * (Ctrl-C) stops the rest.
 * @param {readonly Step[]} steps
 * @param {(step: Step) => Promise<{ ok: boolean, interrupted?: boolean }>} run
 * @param {() => number} [now]
 * @param {(line: string) => void} [say]
 * @returns {Promise<Result[]>}
 */
export async function runSteps(steps, run, now = () => performance.now(), say = console.log) {
  /** @type {Result[]} */
  const results = []
  for (const step of steps) {
    const missing = (step.needs ?? []).find(
      (need) => results.find((r) => r.name === need)?.status !== 'passed',
    )
    if (missing) {
      const status = results.find((r) => r.name === missing)?.status ?? 'not run'
      results.push({ name: step.name, status: 'skipped', why: `${missing} ${status}`, ms: 0 })
      continue
    }
    say(`\n── ${step.name}: npm run ${step.script}`)
    const start = now()
    const { ok, interrupted } = await run(step)
    results.push({ name: step.name, status: ok ? 'passed' : 'failed', ms: now() - start })
    if (!ok && step.hint) say(step.hint)
    if (interrupted) break
  }
  return results
}

/**
 * The summary: one line per step with its result and time, then the verdict.
 * @param {readonly Result[]} results
 */
export function summary(results) {
  const width = Math.max(...results.map((r) => r.name.length))
  const lines = results.map(({ name, status, why, ms }) => {
    const result = status === 'skipped' ? `skipped: ${why}` : status
    const time = status === 'skipped' ? '' : `${(ms / 1000).toFixed(1)} s`
    return `${status === 'passed' ? '✓' : '✗'} ${name.padEnd(width)}  ${result.padEnd(24)} ${time}`.trimEnd()
  })
  const bad = results.filter((r) => r.status !== 'passed').map((r) => r.name)
  const verdict = bad.length ? `npm test failed: ${bad.join(', ')}` : 'npm test passed'
  return ['', 'Summary', ...lines, verdict].join('\n')
}

/** The steps whose script exists (an optional one may not yet). */
export function plannedSteps(
  /** @type {readonly Step[]} */ steps,
  /** @type {Record<string, string>} */ scripts,
) {
  return steps.filter((step) => !step.optional || step.script in scripts)
}

/** @param {Step} step */
function npmRun(step) {
  return new Promise((done) => {
    const child = spawn('npm', ['run', '--silent', step.script], { stdio: 'inherit' })
    child.on('error', () => done({ ok: false }))
    child.on('exit', (code, signal) =>
      done({ ok: code === 0, interrupted: signal === 'SIGINT' || code === 130 }),
    )
  })
}

async function main() {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8'))
  const results = await runSteps(plannedSteps(STEPS, scripts), npmRun)
  console.log(summary(results))
  return results.every((r) => r.status === 'passed') ? 0 : 1
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main()
}
