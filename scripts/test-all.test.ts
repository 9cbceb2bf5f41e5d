import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { System } from './lib/browsers.mjs'
import { checkTools } from './lib/tools.mjs'
import { failureLines, isCI, plannedSteps, runSteps, STEPS, summary } from './test-all.mjs'

type Check = ReturnType<typeof checkTools>
type Step = (typeof STEPS)[number]
const everything = (_step: Step): Check => ({ lacks: [] })

/**
 * Runs the steps with a fake that fails the named ones (with `interrupt`, as Ctrl-C does), each
 * taking a second; returns the results and what was said.
 */
async function runFailing(
  failing: string[] = [],
  { check = everything, ci = false, steps = STEPS, interrupt = false, output = '' } = {},
) {
  const ran: string[] = []
  const said: string[] = []
  const envs: Record<string, Record<string, string>> = {}
  let clock = 0
  const results = await runSteps(
    steps,
    async (step, env) => {
      ran.push(step.name)
      envs[step.name] = env
      clock += 1000
      const ok = !failing.includes(step.name)
      return { ok, interrupted: !ok && interrupt, output }
    },
    { check, ci, now: () => clock, say: (line) => said.push(line) },
  )
  return { ran, said, envs, results, text: summary(results) }
}

const lineOf = (text: string, step: string) =>
  text.split('\n').find((line) => new RegExp(`^. ${step}\\s`).test(line)) ?? ''
const lastLine = (text: string) => text.split('\n').at(-1)

test('a failing unit run still runs the build and the browser tests, and the summary says it failed', async () => {
  const { ran, results, text } = await runFailing(['unit'])
  expect(ran).toEqual(STEPS.map((s) => s.name))
  expect(results.find((r) => r.name === 'e2e')?.status).toBe('passed')
  expect(lineOf(text, 'unit')).toMatch(/^✗ unit\s+failed\s+1\.0 s$/)
  expect(lineOf(text, 'e2e')).toMatch(/^✓ e2e\s+passed\s+1\.0 s$/)
  expect(text.split('\n').at(-2)).toBe('npm test failed: unit')
  expect(lastLine(text)).toBe(`${STEPS.length - 1} passed, 1 failed`)
})

test('a failed build skips what needs it, saying why, and runs the rest', async () => {
  const { ran, results, text } = await runFailing(['build'])
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
  const passed = STEPS.length - 1 - needBuild.length
  expect(lastLine(text)).toBe(`${passed} passed, 1 failed, ${needBuild.length} skipped`)
})

test('a need left out of the run is taken as met: --only e2e tests the build already there', async () => {
  const only = STEPS.filter((s) => s.name === 'e2e')
  const { ran, results } = await runFailing([], { steps: only })
  expect(ran).toEqual(['e2e'])
  expect(results.map((r) => r.status)).toEqual(['passed'])
})

test('a lint failure says to run npm run format', async () => {
  const { said } = await runFailing(['lint'])
  expect(said.filter((line) => line.includes('`npm run format`'))).toHaveLength(1)
  const passing = await runFailing()
  expect(passing.said.some((line) => line.includes('npm run format'))).toBe(false)
})

test('everything passing ends with the verdict, then the count alone on the last line', async () => {
  const { text, results } = await runFailing()
  expect(results.every((r) => r.status === 'passed')).toBe(true)
  expect(text.split('\n').at(-2)).toBe('npm test passed')
  expect(lastLine(text)).toBe(`${STEPS.length} passed, 0 failed`)
})

/** What Vitest itself prints when two tests of a file fail, one of them as a console check does. */
function vitestFailing() {
  const dir = mkdtempSync(join(tmpdir(), 'failing-'))
  try {
    const test = `
      test('the page logs nothing', () => {
        expect(['Warning: a key is missing'], 'console errors').toEqual([])
      })
      test('passes', () => expect(1).toBe(1))
      test('waits for nothing', () => new Promise((done) => setTimeout(done, 500)), 50)
    `
    writeFileSync(join(dir, 'page.test.ts'), test)
    const vitest = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url))
    const args = [vitest, 'run', '--root', dir, '--globals', '--reporter=default']
    const run = spawnSync(process.execPath, args, {
      encoding: 'utf8',
      env: { ...process.env, CI: '' },
    })
    expect(run.status).toBe(1)
    return `${run.stdout}${run.stderr}`
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

// A real Vitest run inside: 1-2 s alone, 5-8 s beside the rest of the unit tests on two busy
// cores, past the 5 s a test has by default.
test("a failed step's failing tests, their errors and diffs are said again above the summary, which still ends with the count", async () => {
  const output = `${vitestFailing()}\n── nginx: npm run test:nginx\n${'✓ later\n'.repeat(500)}`
  const { text, results } = await runFailing(['e2e'], { output })
  const lines = text.split('\n')
  const said = lines.slice(0, lines.indexOf('Summary'))
  expect(said[1]).toBe('── e2e failed:')
  const fails = said.filter((line) => line.startsWith('FAIL '))
  expect(fails).toEqual([
    'FAIL  page.test.ts > the page logs nothing',
    'FAIL  page.test.ts > waits for nothing',
  ])
  expect(said.join('\n')).toMatch(/AssertionError: console errors: expected \[ 'Warning: a key/)
  expect(said).toContain('+   "Warning: a key is missing",')
  expect(said.join('\n')).toMatch(/Error: Test timed out in 50ms/)
  expect(said.some((line) => line.includes('\u001b') || /later|passes|\d\|/.test(line))).toBe(false)
  expect(results.filter((r) => r.failures).map((r) => r.name)).toEqual(['e2e'])
  expect(lastLine(text)).toBe(`${STEPS.length - 1} passed, 1 failed`)
}, 30_000)

test('a failed step without a list of failed tests has its last 15 lines said again', () => {
  const output = Array.from({ length: 40 }, (_, i) => `line ${i + 1}`).join('\n')
  expect(failureLines(`${output}\n\n`)).toEqual(
    Array.from({ length: 15 }, (_, i) => `line ${i + 26}`),
  )
})

/** A laptop with Chrome and nothing else: no nginx, no Xvfb, no Firefox, no WebKit. */
const laptop: System = {
  platform: 'darwin',
  env: {},
  exists: (path) => path === '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
}

test('on a laptop without nginx and Xvfb, their steps are skipped with one line each saying how to get them', async () => {
  const { ran, said, text } = await runFailing([], { check: (step) => checkTools(step, laptop) })
  expect(ran).not.toContain('nginx')
  expect(ran).not.toContain('engines')
  expect(ran).toContain('e2e')
  const skips = said.filter((line) => / skipped: /.test(line))
  expect(skips).toHaveLength(2)
  expect(skips[0]).toMatch(
    /^\n── nginx skipped: no nginx: `brew install nginx`, or set NGINX_PATH$/,
  )
  expect(skips[1]).toMatch(
    /^\n── engines skipped: no Xvfb: .*; no Firefox: .*FIREFOX_PATH.*; no WebKitGTK/,
  )
  expect(skips.every((line) => !line.trim().includes('\n'))).toBe(true)
  expect(lineOf(text, 'nginx')).toMatch(/^- nginx\s+skipped: no nginx$/)
  expect(text.split('\n').at(-2)).toBe('npm test passed without nginx, engines')
  expect(lastLine(text)).toBe(`${STEPS.length - 2} passed, 2 skipped`)
})

/** Linux with Chromium, nginx, Xvfb and Firefox, but no WebKitGTK. */
const linux = (env: Record<string, string> = {}): System => ({
  platform: 'linux',
  env: { PATH: '/usr/bin', ...env },
  exists: (path) =>
    ['/usr/bin/chromium', '/usr/sbin/nginx', '/usr/bin/Xvfb', '/usr/bin/firefox'].includes(path),
})

test('under CI a missing program fails its step instead, and so does an engine left out', async () => {
  const { ran, said, text } = await runFailing([], {
    check: (step) => checkTools(step, laptop),
    ci: true,
  })
  expect(ran).not.toContain('nginx')
  expect(
    said.some((line) => /nginx failed: no nginx: .*\(CI=true: nothing may be skipped\)/.test(line)),
  ).toBe(true)
  expect(lastLine(text)).toBe(`${STEPS.length - 2} passed, 2 failed`)
  const onLinux = await runFailing([], { check: (step) => checkTools(step, linux()), ci: true })
  expect(onLinux.results.find((r) => r.name === 'engines')?.status).toBe('failed')
})

test('with some engines installed, the engine step runs those, named in ENGINES, and says which it left out', async () => {
  const { envs, said, results } = await runFailing([], {
    check: (step) => checkTools(step, linux()),
  })
  expect(results.find((r) => r.name === 'engines')?.status).toBe('passed')
  expect(envs.engines).toEqual({ ENGINES: 'firefox' })
  expect(said).toContain(
    "── engines runs without WebKitGTK's WebKitWebDriver: Debian/Ubuntu: `sudo apt-get install webkit2gtk-driver`",
  )
  // ENGINES already chosen: only those are looked for.
  const engines = STEPS.find((s) => s.name === 'engines')
  const chosen = engines && checkTools(engines, linux({ ENGINES: 'firefox' }))
  expect(chosen).toEqual({ lacks: [], leftOut: [], env: { ENGINES: 'firefox' } })
})

test('an interrupted step stops the run', async () => {
  const { ran, results } = await runFailing(['lint'], { interrupt: true })
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

test('--only and --skip choose the steps by name; an unknown name is an error naming the steps', () => {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8'))
  const names = (argv: string[]) => plannedSteps(STEPS, scripts, argv).map((s) => s.name)
  expect(names(['--only', 'nginx,engines'])).toEqual(['nginx', 'engines'])
  expect(names(['--skip', 'engines'])).not.toContain('engines')
  expect(names(['--skip', 'engines'])).toContain('e2e')
  expect(() => names(['--only', 'e2e,nginxx'])).toThrow(
    /--only takes step names \(typecheck, .*\), not "nginxx"/,
  )
  expect(() => names(['--skip'])).toThrow(/--skip takes step names/)
})

test('CI is on when CI is set to anything but false or 0', () => {
  expect([
    isCI({ CI: 'true' }),
    isCI({ CI: '1' }),
    isCI({}),
    isCI({ CI: 'false' }),
    isCI({ CI: '0' }),
  ]).toEqual([true, true, false, false, false])
})
