import { type ChildProcess, spawn } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { lacking } from '../../scripts/lib/tools.mjs'
import { siteFolder } from '../e2e/global-setup'
import { serveStatic } from '../e2e/static-server'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    display: string
    /**
     * A folder of the run's own, removed when it ends: the browsers' profiles, and a
     * `<pid>.pid` file for each process a worker started that must end with the run.
     */
    scratch: string
  }
}

/**
 * The problem probe: a script the engines' test server puts first in every page, which
 * records console errors and warnings, uncaught errors, rejected promises and CSP violations
 * in `window.__problems`. Classic WebDriver (WebKit) has no console events; this is how its
 * tests see what Chromium's and Firefox's report on their own.
 */
const PROBE_FILE = '__engine-probe.js'

const PROBE_SOURCE = `(() => {
  const problems = (window.__problems = [])
  const text = (args) => args.map((a) => (a instanceof Error ? a.message : String(a))).join(' ')
  for (const level of ['error', 'warn']) {
    const original = console[level].bind(console)
    console[level] = (...args) => {
      problems.push(level + ': ' + text(args))
      original(...args)
    }
  }
  addEventListener('error', (e) => problems.push('pageerror: ' + (e.message || e.type)))
  addEventListener('unhandledrejection', (e) => problems.push('unhandledrejection: ' + text([e.reason])))
  document.addEventListener('securitypolicyviolation', (e) =>
    problems.push('CSP violation: ' + e.violatedDirective + ' blocked ' + (e.blockedURI || 'inline')))
})()
`

/** Every .html file under `dir`, at any depth. */
const htmlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => join(e.parentPath, e.name))

/**
 * A copy of the build whose pages load the problem probe first (a same-origin script, which
 * the site's policy allows), so every engine's tests see the page's console problems.
 */
function probedCopy(outDir: string, folder: string): string {
  const copy = mkdtempSync(join(tmpdir(), 'engines-dist-'))
  cpSync(outDir, copy, { recursive: true })
  writeFileSync(join(copy, PROBE_FILE), PROBE_SOURCE)
  const tag = `<script src="${folder}${PROBE_FILE}"></script>`
  for (const file of htmlFiles(copy)) {
    writeFileSync(file, readFileSync(file, 'utf8').replace(/<head>/, `<head>${tag}`))
  }
  return copy
}

/** Starts Xvfb on a display it picks itself (-displayfd) and resolves with `:N`. */
function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'Xvfb',
      ['-displayfd', '1', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'],
      {
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    )
    child.once('error', () =>
      reject(
        new Error(`The engine tests draw in a virtual display: ${lacking(['xvfb']).join('')}.`),
      ),
    )
    child.stdout.once('data', (data: Buffer) =>
      resolve({ display: `:${data.toString().trim()}`, process: child }),
    )
  })
}

// Serves the build (with the probe) like the e2e setup, and gives Firefox and WebKit one
// virtual display: both need one for WebGL.
export default async function setup(project: TestProject) {
  const outDir = process.env.E2E_DIST ?? 'dist'
  if (!existsSync(`${outDir}/index.html`)) {
    throw new Error(`${outDir}/ is missing: run \`npm run build\` before the engine tests.`)
  }
  const folder = siteFolder(outDir)
  const copy = probedCopy(outDir, folder)
  const server = await serveStatic(copy, { prefix: folder, notFoundPage: true })
  const xvfb = await startXvfb()
  const scratch = mkdtempSync(join(tmpdir(), 'engines-run-'))
  project.provide('baseURL', server.url)
  project.provide('display', xvfb.display)
  project.provide('scratch', scratch)
  project.provide('site', { dir: copy, folder })
  return async () => {
    await server.close()
    xvfb.process.kill()
    rmSync(copy, { recursive: true, force: true })
    // Vitest ends its workers without their exit handlers: what they started ends here.
    for (const file of readdirSync(scratch).filter((name) => name.endsWith('.pid'))) {
      try {
        process.kill(Number.parseInt(file, 10))
      } catch {
        // already gone
      }
    }
    rmSync(scratch, { recursive: true, force: true })
  }
}
