#!/usr/bin/env node
// Runs a command with variables set, as `NAME=value command` does in a POSIX shell, on any
// system (Windows' shells have no such prefix): the package scripts use it.
//
//   node scripts/with-env.mjs PROPERTY_RUNS=20 vitest run property
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import spawn from 'cross-spawn'

/**
 * The leading NAME=value arguments as variables, and the command after them.
 * @param {readonly string[]} args
 */
export function parseArgs(args) {
  const at = args.findIndex((arg) => !/^[A-Za-z_]\w*=/.test(arg))
  const assignments = at < 0 ? args : args.slice(0, at)
  const command = at < 0 ? [] : args.slice(at)
  const env = Object.fromEntries(
    assignments.map((arg) => [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]),
  )
  return { env, command }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { env, command } = parseArgs(process.argv.slice(2))
  const [program, ...rest] = command
  if (!program) {
    console.error('usage: node scripts/with-env.mjs NAME=value … command [arguments]')
    process.exit(2)
  }
  const child = spawn(program, rest, { stdio: 'inherit', env: { ...process.env, ...env } })
  child.on('error', (error) => {
    console.error(`with-env: cannot run ${program}: ${error.message}`)
    process.exitCode = 1
  })
  child.on('exit', (code, signal) => {
    process.exitCode = code ?? (signal ? 1 : 0)
  })
}
