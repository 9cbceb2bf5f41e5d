// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { parseArgs } from './with-env.mjs'

test('leading NAME=value arguments are variables (a value may hold = and spaces); the rest is the command', () => {
  expect(parseArgs(['A=1', 'B=x=y z', 'vitest', 'run', 'C=3'])).toEqual({
    env: { A: '1', B: 'x=y z' },
    command: ['vitest', 'run', 'C=3'],
  })
  expect(parseArgs(['vite', 'build'])).toEqual({ env: {}, command: ['vite', 'build'] })
})

test('the command runs with the variables and exits with its code', () => {
  const script = 'process.exit(process.env.WITH_ENV_PROBE === "7 8" ? 3 : 4)'
  const run = spawnSync(process.execPath, [
    'scripts/with-env.mjs',
    'WITH_ENV_PROBE=7 8',
    process.execPath,
    '-e',
    script,
  ])
  expect(run.status).toBe(3)
})

test('no package script sets a variable with a shell prefix, which Windows cannot run', () => {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
    scripts: Record<string, string>
  }
  const prefixed = Object.entries(scripts).filter(([, command]) =>
    /(^|&&|;|\|\|)\s*[A-Za-z_]\w*=\S/.test(command),
  )
  expect(prefixed).toEqual([])
  expect(scripts['test:properties']).toMatch(/^node scripts\/with-env\.mjs PROPERTY_RUNS=20 /)
})
