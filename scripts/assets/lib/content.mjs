// Loads the site's TypeScript content modules from Node 20 through Vite's SSR module loader,
// so the asset scripts read the same data as the site and nothing is duplicated.
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url))

/** Loads each `src/...` module path given and returns their exports, in order. */
export async function loadContent(...paths) {
  const server = await createServer({
    root: ROOT,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  })
  try {
    const modules = []
    for (const path of paths) modules.push(await server.ssrLoadModule(`/${path}`))
    return modules
  } finally {
    await server.close()
  }
}
