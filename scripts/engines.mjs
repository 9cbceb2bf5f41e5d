#!/usr/bin/env node
// npm run test:engines: the browser flows in the engines other than Chromium
// (vitest.engines.config.ts), one Vitest run per engine, side by side: each engine has its own
// Xvfb display and one worker, so the two never share a window's focus. Two engines at once
// took the step from about 250 s to 190 s on two cores. Vitest's projects cannot do this: the
// projects of one run share a pool of workers, and with two workers it ran two files of one
// engine at once in one display, where their windows took focus from each other.
//
// The first engine's output shows as it comes, each other's once that one has ended, whole:
// one engine's lines never break into another's (npm test reads a failed step's output).
// ENGINES chooses them (default firefox,webkit); arguments go to each Vitest run:
//
//   node scripts/engines.mjs [vitest arguments]
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import spawn from 'cross-spawn'

/**
 * The engines named in ENGINES (comma-separated, blanks ignored), or both.
 * @param {Record<string, string | undefined>} env
 * @returns {string[]}
 */
export function enginesOf(env) {
  const named = (env.ENGINES ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  return named.length ? named : ['firefox', 'webkit']
}

/**
 * One engine's Vitest run: its output written as it comes when `live`, else kept and written
 * once the run ends; resolves with its exit code (1 for a run ended by a signal).
 * @param {string} engine
 * @param {string[]} args
 * @param {boolean} live
 * @returns {Promise<{ code: number, flush: () => void }>}
 */
function runEngine(engine, args, live) {
  return new Promise((done) => {
    const child = spawn('npx', ['vitest', 'run', '--config', 'vitest.engines.config.ts', ...args], {
      stdio: ['inherit', 'pipe', 'pipe'],
      env: { ...process.env, ENGINES: engine },
    })
    /** @type {[NodeJS.WriteStream, Buffer][]} */
    const kept = []
    const take = (/** @type {NodeJS.WriteStream} */ to) => (/** @type {Buffer} */ chunk) => {
      if (live) to.write(chunk)
      else kept.push([to, chunk])
    }
    child.stdout?.on('data', take(process.stdout))
    child.stderr?.on('data', take(process.stderr))
    const flush = () => {
      for (const [to, chunk] of kept.splice(0)) to.write(chunk)
    }
    child.on('error', (error) => {
      kept.push([process.stderr, Buffer.from(`${engine}: ${error.message}\n`)])
      done({ code: 1, flush })
    })
    child.on('close', (code) => done({ code: code ?? 1, flush }))
  })
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2)
  const runs = enginesOf(process.env).map((engine, i) => runEngine(engine, args, i === 0))
  let failed = 0
  for (const run of runs) {
    const { code, flush } = await run
    flush()
    if (code !== 0) failed ||= code
  }
  process.exitCode = failed
}
