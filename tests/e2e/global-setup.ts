import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { serveStatic } from './static-server'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    /** The served build, and its folder on the host, for a test's own server. */
    site: { dir: string; folder: string }
  }
}

/**
 * The folder the build is published in: the path of its canonical address, which the build
 * takes from `siteUrl` (`/` for https://name.github.io/, `/portfolio/` for a project site).
 * Read from the build itself, so a build with another VITE_SITE_URL is served as it was made.
 */
export function siteFolder(outDir: string): string {
  const html = readFileSync(`${outDir}/index.html`, 'utf8')
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]
  if (!canonical) throw new Error(`${outDir}/index.html has no canonical address.`)
  return new URL(canonical).pathname
}

// Serves the production build (dist/) on a free local port for the browser tests, under the
// folder of its siteUrl and as a static host does (its 404.html for an unknown path), so a
// sub-folder site is tested as it is served.
export default async function setup(project: TestProject) {
  // E2E_DIST lets a second build (e.g. `vite build --outDir dist-x`) be tested side by side.
  const outDir = process.env.E2E_DIST ?? 'dist'
  if (!existsSync(`${outDir}/index.html`)) {
    throw new Error(`${outDir}/ is missing: run \`npm run build\` before the end-to-end tests.`)
  }
  const folder = siteFolder(outDir)
  const server = await serveStatic(outDir, { prefix: folder, notFoundPage: true })
  project.provide('baseURL', server.url)
  project.provide('site', { dir: outDir, folder })
  // The workers' temporary folder, theirs and their browsers': Vitest ends a worker without
  // its exit handlers, so Playwright never removes a browser's profile and artifacts folders;
  // they go here, and this folder goes at the end of the run. (TEMP and TMP: Windows'.)
  const scratch = mkdtempSync(join(tmpdir(), 'e2e-run-'))
  for (const name of ['TMPDIR', 'TEMP', 'TMP']) process.env[name] = scratch
  return async () => {
    await server.close()
    rmSync(scratch, { recursive: true, force: true, maxRetries: 5 })
  }
}
