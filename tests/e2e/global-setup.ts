import { existsSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { preview } from 'vite'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
  }
}

// Serves the production build (dist/) on a free local port for the browser tests.
export default async function setup(project: TestProject) {
  // E2E_DIST lets a second build (e.g. `vite build --outDir dist-x`) be tested side by side.
  const outDir = process.env.E2E_DIST ?? 'dist'
  if (!existsSync(`${outDir}/index.html`)) {
    throw new Error(`${outDir}/ is missing: run \`npm run build\` before the end-to-end tests.`)
  }
  const server = await preview({
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1', open: false },
  })
  const address = server.httpServer.address() as AddressInfo
  project.provide('baseURL', `http://127.0.0.1:${address.port}/`)
  return async () => {
    await server.close()
  }
}
