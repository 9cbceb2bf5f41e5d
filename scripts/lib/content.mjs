// Loads the site's TypeScript content from Node 20 through Vite's SSR module loader, so the
// asset scripts read the same data as the site: allContent of src/content/all.ts, the one
// list of the modules they read, which the unit tests import.
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'

export const ROOT = fileURLToPath(new URL('../../', import.meta.url))

/** @typedef {import('../../src/content/types.ts').Profile} Profile */
/** @typedef {import('../../src/content/types.ts').ProfileLink} ProfileLink */
/** @typedef {import('../../src/content/types.ts').EducationHeadings} EducationHeadings */
/** @typedef {import('../../src/content/types.ts').Education} Education */
/** @typedef {import('../../src/content/types.ts').Experience} Experience */
/** @typedef {import('../../src/content/types.ts').Project} Project */
/** @typedef {import('../../src/content/types.ts').SkillGroup} SkillGroup */
/** @typedef {import('../../src/content/types.ts').Skill} Skill */
/**
 * Everything the asset scripts draw or print, named as its module exports it, typed by the
 * content's interfaces (not today's literal values), so the scripts handle every field an
 * owner may leave out.
 * @typedef {object} Content
 * @property {Profile} profile
 * @property {readonly ProfileLink[]} profileLinks
 * @property {EducationHeadings} educationHeadings
 * @property {Education} university
 * @property {Education} highSchool
 * @property {readonly Experience[]} experience
 * @property {readonly Project[]} projects
 * @property {readonly SkillGroup[]} skillGroups
 * @property {readonly Skill[]} allSkills
 */

/**
 * A Vite server that only loads modules through its SSR loader (no HTTP, no reloads): how the
 * scripts and the build's plugins (content check, pre-render) read TypeScript from Node.
 * @param {string} root
 * @param {import('vite').InlineConfig} [more] the caller's own options (plugins, mode…)
 */
export const moduleLoader = (root, more = {}) =>
  createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
    ...more,
  })

/**
 * A module's exports, loaded from its `src/...` path.
 * @param {string} path
 * @returns {Promise<Record<string, unknown>>}
 */
async function loadModule(path) {
  const server = await moduleLoader(ROOT)
  try {
    return await server.ssrLoadModule(`/${path}`)
  } finally {
    await server.close()
  }
}

/** @returns {Promise<Content>} */
export async function loadContent() {
  const all = await loadModule('src/content/all.ts')
  return /** @type {{ allContent: Content }} */ (all).allContent
}

/**
 * The screens of the route table (src/routes.ts), for the scripts that visit each of them.
 * Typed here by the two fields they read, so Node's program does not take in the pages.
 * @returns {Promise<readonly { path: string, title: string }[]>}
 */
export async function loadScreens() {
  const routes = await loadModule('src/routes.ts')
  return /** @type {{ screens: readonly { path: string, title: string }[] }} */ (routes).screens
}
