import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { imageSize } from 'image-size'
import type { Plugin, ResolvedConfig } from 'vite'
import { contentSchema } from '../../../src/content/schema.ts'
import { moduleLoader } from '../../lib/content.mjs'
import { readStamps, stampOf, stampSources } from '../../lib/sources.mjs'
import {
  generatedThumbnail,
  generatedThumbnailPath,
  strayWarning,
  type ThumbnailFile,
  thumbnailProblems,
} from '../../lib/thumbnails/build.ts'
import { THUMBNAIL_DIR, thumbnailFiles } from '../../lib/thumbnails/spec.mjs'
import { hasIcon, iconSets } from '../icon-sprite.ts'
import { contentProblems, type ModuleExports } from './check.ts'
import { stampProblems } from './stamps.ts'
import { templateLeftovers } from './template.ts'

/** The page imports the slugs that have their own pictures from here (src/thumbnails.d.ts). */
const VIRTUAL = 'virtual:project-thumbnails'
const RESOLVED = `\0${VIRTUAL}`

type Loader = (file: string) => Promise<ModuleExports>
type Project = { slug: string; title: string; alt: string }

/** The files of public/thumbnails/ with their byte and pixel sizes. */
function readThumbnails(root: string): ThumbnailFile[] {
  const dir = join(root, THUMBNAIL_DIR)
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((name) => statSync(join(dir, name)).isFile())
    .map((name) => {
      const bytes = readFileSync(join(dir, name))
      try {
        const { width, height, type } = imageSize(bytes)
        return { name, bytes: bytes.length, width, height, type }
      } catch {
        return { name, bytes: bytes.length }
      }
    })
}

/** The slugs whose four files are all there, read from the file names alone. */
export function ownSlugs(names: readonly string[]): string[] {
  const present = new Set(names)
  const slugs = new Set(names.map((n) => n.replace(/-\d+\.\w+$/, '')))
  return [...slugs].filter((slug) => thumbnailFiles(slug).every((f) => present.has(f.name)))
}

/** Every problem of the content, the thumbnails and the generated files, one line each. */
async function allProblems(root: string, load: Loader) {
  const exists = (path: string) => existsSync(join(root, path))
  const surroundings = {
    exists,
    hasIcon: (id: string) => hasIcon(id, root),
    iconSets: iconSets(root),
  }
  const modules: Record<string, ModuleExports> = {}
  const problems: string[] = []
  for (const file of Object.keys(contentSchema(surroundings))) {
    try {
      modules[file] = await load(file)
    } catch (error) {
      problems.push(`${file}: does not load: ${(error as Error).message.split('\n')[0]}`)
    }
  }
  if (problems.length)
    return {
      problems,
      leftovers: [] as string[],
      projects: [] as Project[],
      own: [] as string[],
      strays: [] as string[],
    }
  const leftovers = templateLeftovers(modules['src/site.config.ts'], process.env)
  problems.push(...contentProblems(modules, surroundings))
  const projects = (modules['src/content/projects.ts']?.projects ?? []) as Project[]
  const slugs = Array.isArray(projects) ? projects.map((p) => p?.slug) : []
  const thumbs = thumbnailProblems(
    slugs.filter((s) => typeof s === 'string'),
    readThumbnails(root),
  )
  problems.push(...thumbs.problems)
  // The generators read the content as one object of every module's exports.
  const content = Object.assign({}, ...Object.values(modules))
  problems.push(...stampProblems(readStamps(), stampSources(content), stampOf, exists))
  return { problems, leftovers, projects, own: thumbs.own, strays: thumbs.strays }
}

/**
 * Checks the content when the site is built and stops the build with one line per problem
 * (`npm run dev` only warns); serves and emits the drawn thumbnails of projects without
 * their own pictures, and tells the page which projects have them (`virtual:project-thumbnails`).
 * Its `api.virtualModules()` gives that module's source to the build's pre-render.
 */
export function contentCheck(): Plugin {
  let config: ResolvedConfig
  let checked: { projects: Project[]; own: string[]; strays: string[] } | undefined

  const report = async (load: Loader) => {
    const found = await allProblems(config.root, load)
    for (const problem of found.problems) config.logger.warn(`content: ${problem}`)
    for (const line of found.leftovers) config.logger.warn(`content: ${line}`)
    for (const name of found.strays) config.logger.warn(`content: ${strayWarning(name)}`)
    return found
  }

  const thumbnailsModule = () => {
    const dir = join(config.root, THUMBNAIL_DIR)
    const own = checked?.own ?? ownSlugs(existsSync(dir) ? readdirSync(dir) : [])
    return `export const ownThumbnails = ${JSON.stringify(own)}`
  }

  return {
    name: 'content-check',
    configResolved(resolved) {
      config = resolved
    },
    async buildStart() {
      if (config.command !== 'build' || config.build.ssr) return
      const { mode, envDir } = config
      const loader = await moduleLoader(config.root, { mode, envDir, logLevel: 'silent' })
      try {
        const { problems, leftovers, ...rest } = await allProblems(config.root, (file) =>
          loader.ssrLoadModule(`/${file}`),
        )
        // A setting still the template's builds, with a warning: the owner may be trying it out.
        for (const line of leftovers) config.logger.warn(line)
        if (problems.length) {
          // An owner's mistake, not the build's: the lines alone, without a stack trace.
          process.stderr.write(`${problems.join('\n')}\n`)
          process.exit(1)
        }
        for (const name of rest.strays) config.logger.warn(strayWarning(name))
        checked = rest
      } finally {
        await loader.close()
      }
    },
    configureServer(dev) {
      // Vitest's server (no HTTP) only needs the virtual module.
      if (!dev.httpServer) return
      const load: Loader = (file) => dev.ssrLoadModule(`/${file}`)
      // Development goes on with warnings: the build is where a problem stops.
      dev.httpServer.once('listening', () => void report(load))
      dev.watcher.on('all', (_event, file) => {
        if (/[\\/](src[\\/]content|src[\\/]site\.config|public[\\/]thumbnails)/.test(file))
          void report(load)
        // A picture added (npm run thumbnail) or removed changes which one the page shows.
        if (/public[\\/]thumbnails/.test(file)) {
          const mod = dev.moduleGraph.getModuleById(RESOLVED)
          if (mod) dev.moduleGraph.invalidateModule(mod)
          dev.ws.send({ type: 'full-reload' })
        }
      })
      dev.middlewares.use('/thumbnails', async (req, res, next) => {
        const slug = req.url?.match(/^\/([\w-]+)\.svg$/)?.[1]
        if (!slug) return next()
        const { projects } = await dev.ssrLoadModule('/src/content/projects.ts')
        const project = (projects as Project[]).find((p) => p.slug === slug)
        if (!project) return next()
        res.setHeader('Content-Type', 'image/svg+xml')
        res.end(generatedThumbnail(project))
      })
    },
    resolveId(id) {
      return id === VIRTUAL ? RESOLVED : undefined
    },
    load(id) {
      if (id === RESOLVED) return thumbnailsModule()
    },
    api: { virtualModules: () => ({ [VIRTUAL]: thumbnailsModule() }) },
    // After public/ is copied, before the service worker lists the files to precache.
    writeBundle() {
      const dir = join(resolve(config.root, config.build.outDir), 'thumbnails')
      for (const name of checked?.strays ?? []) rmSync(join(dir, name), { force: true })
    },
    generateBundle() {
      if (!checked) return
      for (const project of checked.projects) {
        if (checked.own.includes(project.slug)) continue
        this.emitFile({
          type: 'asset',
          fileName: generatedThumbnailPath(project.slug),
          source: generatedThumbnail(project),
        })
      }
    },
  }
}
