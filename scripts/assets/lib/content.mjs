// Loads the site's TypeScript content modules from Node 20 through Vite's SSR module loader,
// so the asset scripts read the same data as the site and nothing is duplicated.
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url))

/** @typedef {import('../../../src/content/types.ts').Skill} Skill */
/**
 * Everything the asset scripts draw or print, named as its module exports it.
 * @typedef {object} Content
 * @property {typeof import('../../../src/content/profile.ts').profile} profile
 * @property {readonly import('../../../src/content/types.ts').ProfileLink[]} profileLinks
 * @property {typeof import('../../../src/content/education.ts').university} university
 * @property {typeof import('../../../src/content/education.ts').highSchool} highSchool
 * @property {typeof import('../../../src/content/experience.ts').experience} experience
 * @property {typeof import('../../../src/content/projects.ts').projects} projects
 * @property {typeof import('../../../src/content/skills.ts').skillGroups} skillGroups
 * @property {readonly Skill[]} allSkills
 */

const MODULES = [
  'src/content/profile.ts',
  'src/site.config.ts',
  'src/content/education.ts',
  'src/content/experience.ts',
  'src/content/projects.ts',
  'src/content/skills.ts',
]

/**
 * Each module's exports, in order, loaded from `src/...` paths.
 * @param {readonly string[]} paths
 * @returns {Promise<Record<string, unknown>[]>}
 */
async function loadModules(paths) {
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

/** @returns {Promise<Content>} */
export async function loadContent() {
  return Object.assign({}, ...(await loadModules(MODULES)))
}

/**
 * The screens of the route table (src/routes.ts), for the scripts that visit each of them.
 * Typed here by the two fields they read, so Node's program does not take in the pages.
 * @returns {Promise<readonly { path: string, title: string }[]>}
 */
export async function loadScreens() {
  const [routes] = await loadModules(['src/routes.ts'])
  return /** @type {{ screens: readonly { path: string, title: string }[] }} */ (routes).screens
}
