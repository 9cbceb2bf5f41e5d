#!/usr/bin/env node
// `npm test`: every check in turn, going on after a failure wherever the next step can still
// tell something (a failing unit run must not hide the browser tests' result), then a table
// of each step's result and time, closed by the count ("8 passed, 0 failed"). A step whose
// program is not installed (a browser, nginx, Xvfb) is skipped with one line saying how to
// get it; under CI=true it fails instead: CI checks everything. Exits 1 when any step failed.
// A failed step's failing tests and their first lines of error are said again above the
// summary: a CI log is often read from its tail, where later steps have pushed them out.
//
//   node scripts/test-all.mjs [--only e2e,nginx] [--skip engines]
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { StringDecoder } from 'node:string_decoder'
import { fileURLToPath } from 'node:url'
import { stripVTControlCharacters } from 'node:util'
import spawn from 'cross-spawn'
import { checkTools } from './lib/tools.mjs'

/**
 * @typedef {object} Step
 * @property {string} name   what the summary calls it
 * @property {string} script the package.json script that runs it
 * @property {string[]} [needs] steps that must have passed first (else: skipped)
 * @property {boolean} [optional] left out when package.json has no such script
 * @property {string} [hint] one line printed when it fails, saying what to do
 * @property {import('./lib/tools.mjs').ToolName[]} [tools] programs it drives (else: skipped)
 * @property {{ tools: import('./lib/tools.mjs').ToolName[], env: string }} [anyOf] programs of
 *   which it runs those installed, named to it in the variable `env` (one at least)
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
  { name: 'e2e', script: 'test:e2e', needs: ['build'], tools: ['chrome'] },
  // The build served through a real nginx with the rules it wrote (tests/e2e/nginx.e2e.ts).
  { name: 'nginx', script: 'test:nginx', needs: ['build'], tools: ['chrome', 'nginx'] },
  // The owner test copies the project and builds it there: it needs no build of ours.
  { name: 'owner', script: 'test:owner', optional: true, tools: ['chrome'] },
  {
    name: 'engines',
    script: 'test:engines',
    needs: ['build'],
    optional: true,
    tools: ['xvfb'],
    anyOf: { tools: ['firefox', 'webkit'], env: 'ENGINES' },
  },
]

/**
 * @typedef {object} Result
 * @property {string} name
 * @property {'passed' | 'failed' | 'skipped'} status
 * @property {string} [why]  why it was skipped, or failed without running
 * @property {string[]} [failures] for a failed step, what it printed of its failures
 * @property {number} ms
 */

/**
 * @typedef {object} Options
 * @property {(step: Step) => import('./lib/tools.mjs').Check} [check] what the step lacks (this machine's programs)
 * @property {boolean} [ci] a missing program fails the step instead of skipping it
 * @property {() => number} [now]
 * @property {(line: string) => void} [say]
 */

/**
 * Runs the steps in order. `run(step, env)` runs one and says whether it passed. A step whose
 * `needs` (those of this run) did not all pass is skipped, naming the first that failed; one whose programs are
 * missing is skipped (under `ci`: failed) with one line per program; an interrupted step
 * (Ctrl-C) stops the rest.
 * @param {readonly Step[]} steps
 * @param {(step: Step, env: Record<string, string>) => Promise<{ ok: boolean, interrupted?: boolean, output?: string }>} run
 * @param {Options} [options]
 * @returns {Promise<Result[]>}
 */
export async function runSteps(steps, run, options = {}) {
  const { check = (step) => checkTools(step), ci = false } = options
  const { now = () => performance.now(), say = console.log } = options
  /** @type {Result[]} */
  const results = []
  for (const step of steps) {
    // A need left out of this run (--only e2e) is taken as met: dist/ is there from before.
    const missing = (step.needs ?? []).find(
      (need) =>
        steps.some((s) => s.name === need) &&
        results.find((r) => r.name === need)?.status !== 'passed',
    )
    if (missing) {
      const status = results.find((r) => r.name === missing)?.status ?? 'not run'
      results.push({ name: step.name, status: 'skipped', why: `${missing} ${status}`, ms: 0 })
      continue
    }
    const { lacks, leftOut = [], env = {} } = check(step)
    const absent = ci ? [...lacks, ...leftOut] : lacks
    if (absent.length) {
      const status = ci ? 'failed' : 'skipped'
      const why = absent.map((line) => line.replace(/:.*/, '')).join(', ')
      say(
        `\n── ${step.name} ${status}: ${absent.join('; ')}${ci ? ' (CI=true: nothing may be skipped)' : ''}`,
      )
      results.push({ name: step.name, status, why, ms: 0 })
      continue
    }
    say(`\n── ${step.name}: npm run ${step.script}`)
    for (const line of leftOut) say(`── ${step.name} runs without ${line.replace(/^no /, '')}`)
    const start = now()
    const { ok, interrupted, output = '' } = await run(step, env)
    const ms = now() - start
    results.push(
      ok
        ? { name: step.name, status: 'passed', ms }
        : { name: step.name, status: 'failed', failures: failureLines(output), ms },
    )
    if (!ok && step.hint) say(step.hint)
    if (interrupted) break
  }
  return results
}

const MAX_LINES = 60

/**
 * What a failed step printed of its failures, for the summary: each failing test of Vitest's
 * "Failed Tests" list with its error and diff, up to the first line naming where in the code
 * (` ❯ file:line`) and at most 20 lines each; where there is no such list (the build, the
 * type check, a script that stopped), its last 15 lines. Never more than 60 lines in all.
 * @param {string} output
 * @returns {string[]}
 */
export function failureLines(output) {
  const lines = stripVTControlCharacters(output).replace(/\r/g, '').split('\n')
  const from = lines.findIndex((line) => /⎯ Failed Tests \d+ ⎯/.test(line))
  if (from < 0) return lines.filter((line) => line.trim()).slice(-15)
  /** @type {string[]} */
  const kept = []
  // Lines kept of the failing test being read (0: none is, or its block has ended).
  let taken = 0
  for (const line of lines.slice(from + 1)) {
    if (/^\s*FAIL\s/.test(line)) {
      kept.push(line.trim())
      taken = 1
    } else if (taken && taken < 20 && (line.trim() || taken > 1)) {
      kept.push(line)
      taken = /^\s*❯ /.test(line) ? 0 : taken + 1
    }
  }
  return kept.length ? kept.slice(0, MAX_LINES) : lines.filter((l) => l.trim()).slice(-15)
}

/**
 * The summary: what each failed step printed of its failures, one line per step with its
 * result and time, then the verdict.
 * @param {readonly Result[]} results
 */
export function summary(results) {
  const width = Math.max(...results.map((r) => r.name.length))
  const lines = results.map(({ name, status, why, ms }) => {
    const result = why ? `${status}: ${why}` : status
    const time = why ? '' : `${(ms / 1000).toFixed(1)} s`
    const mark = { passed: '✓', failed: '✗', skipped: '-' }[status]
    return `${mark} ${name.padEnd(width)}  ${result.padEnd(24)} ${time}`.trimEnd()
  })
  const named = (/** @type {Result['status']} */ status) =>
    results.filter((r) => r.status === status).map((r) => r.name)
  const [passed, failed, skipped] = [named('passed'), named('failed'), named('skipped')]
  const verdict = failed.length
    ? `npm test failed: ${failed.join(', ')}`
    : `npm test passed${skipped.length ? ` without ${skipped.join(', ')}` : ''}`
  // The count alone on the last line: "N passed, N failed", or "N passed, N skipped".
  const count = [
    `${passed.length} passed`,
    ...(failed.length || !skipped.length ? [`${failed.length} failed`] : []),
    ...(skipped.length ? [`${skipped.length} skipped`] : []),
  ].join(', ')
  const failures = results.flatMap(({ name, failures = [] }) =>
    failures.length ? ['', `── ${name} failed:`, ...failures] : [],
  )
  return [...failures, '', 'Summary', ...lines, verdict, count].join('\n')
}

/**
 * The steps to run: those whose script exists (an optional one may not yet), less the ones
 * left out by `--skip a,b`, or only those of `--only a,b`.
 * @param {readonly Step[]} steps
 * @param {Record<string, string>} scripts
 * @param {readonly string[]} [argv]
 */
export function plannedSteps(steps, scripts, argv = []) {
  const listed = (/** @type {string} */ flag) => {
    const at = argv.indexOf(flag)
    const names = at < 0 ? undefined : (argv[at + 1] ?? '').split(',').filter(Boolean)
    const unknown = names?.filter((name) => !steps.some((s) => s.name === name)) ?? []
    if (unknown.length || names?.length === 0) {
      const known = steps.map((s) => s.name).join(', ')
      throw new Error(`${flag} takes step names (${known}), not "${unknown.join(',')}"`)
    }
    return names
  }
  const only = listed('--only')
  const skip = listed('--skip') ?? []
  return steps.filter(
    (step) =>
      (!step.optional || step.script in scripts) &&
      (!only || only.includes(step.name)) &&
      !skip.includes(step.name),
  )
}

/** CI=true, as CI services set it (and `bash .ci/run` does). */
export const isCI = (/** @type {Record<string, string | undefined>} */ env = process.env) =>
  !!env.CI && !/^(0|false)$/i.test(env.CI)

/**
 * Runs `npm run <script>` (through cross-spawn: npm is a .cmd file on Windows), passing on
 * what it prints as it prints it and keeping the last 4 MB of it for failureLines. Colours
 * stay on in a terminal (FORCE_COLOR), which a pipe would otherwise turn off.
 * @param {Step} step
 * @param {Record<string, string>} env
 */
function npmRun(step, env) {
  return new Promise((done) => {
    const colour = process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1' } : {}
    const child = spawn('npm', ['run', '--silent', step.script], {
      stdio: ['inherit', 'pipe', 'pipe'],
      env: { ...colour, ...process.env, ...env },
    })
    let output = ''
    const keep = (/** @type {NodeJS.WriteStream} */ to) => {
      const text = new StringDecoder('utf8') // a character may straddle two chunks
      return (/** @type {Buffer} */ chunk) => {
        to.write(chunk)
        output = (output + text.write(chunk)).slice(-4_000_000)
      }
    }
    child.stdout?.on('data', keep(process.stdout))
    child.stderr?.on('data', keep(process.stderr))
    child.on('error', (error) => done({ ok: false, output: error.message }))
    child.on('close', (code, signal) =>
      done({ ok: code === 0, interrupted: signal === 'SIGINT' || code === 130, output }),
    )
  })
}

async function main() {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8'))
  let steps
  try {
    steps = plannedSteps(STEPS, scripts, process.argv.slice(2))
  } catch (error) {
    console.error(`npm test: ${/** @type {Error} */ (error).message}`)
    return 2
  }
  const results = await runSteps(steps, npmRun, { ci: isCI() })
  console.log(summary(results))
  return results.every((r) => r.status !== 'failed') ? 0 : 1
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main()
}
