// The rules of the two runtimes, pure so they are unit-tested on hand-made module graphs.
// Visitors get Preact; React ships only inside the lazy 3D chunk (docs/decisions/007).

/** Everything under this folder is rendered by React inside R3F's own root. */
export const SCENE_DIR = '/src/sphere/scene/'
/** The same folder as a filter for other tools (hot reload leaves it to a full reload). */
export const SCENE_FILES = /\/src\/sphere\/scene\//

/**
 * Packages the app uses that import `react` themselves. Node must not load them on its own
 * (tests, pre-render) nor the dev server pre-bundle them, or they would get the real React.
 */
export const APP_REACT_PACKAGES: readonly string[] = ['wouter']

/** The React imports the app writes, and the Preact module that serves each. */
export const PREACT_FOR: Readonly<Record<string, string>> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react-dom/server': 'preact/compat/server',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
  'use-sync-external-store/shim': 'preact/compat',
  'use-sync-external-store/shim/index.js': 'preact/compat',
}

const REACT = /\/node_modules\/(react|react-dom|react-reconciler|scheduler)\//
const PREACT = /\/node_modules\/(preact|@preact\/signals(-core)?)\//
const THREE = /\/node_modules\/three\//

export type Runtime = 'preact' | 'react' | 'three'

/** The UI runtimes (and three) whose code a list of module ids carries. */
export function runtimesOf(moduleIds: readonly string[]): Runtime[] {
  const found: Runtime[] = []
  if (moduleIds.some((id) => PREACT.test(id))) found.push('preact')
  if (moduleIds.some((id) => REACT.test(id))) found.push('react')
  if (moduleIds.some((id) => THREE.test(id))) found.push('three')
  return found
}

const withoutQuery = (id: string) => id.replace(/[?#].*$/, '')
export const isScene = (id: string): boolean => withoutQuery(id).includes(SCENE_DIR)
const isAppSource = (id: string) =>
  withoutQuery(id).includes('/src/') && !id.includes('/node_modules/')

/** A built chunk as the checks need it. */
export interface ChunkFacts {
  fileName: string
  moduleIds: readonly string[]
  /** Chunks it imports statically (file names). */
  imports: readonly string[]
  isEntry: boolean
}

/** What one module imports (resolved ids), as the module graph of the build says. */
export type ImportsOf = (id: string) => readonly string[]

/**
 * The breaches of the boundary in a build, as readable sentences:
 * - React in anything the page entry loads (the entry and its static imports);
 * - one chunk carrying both React and Preact;
 * - a scene module reaching app code that renders with Preact (an app hook or component).
 */
export function boundaryProblems(chunks: readonly ChunkFacts[], importsOf: ImportsOf): string[] {
  const problems: string[] = []
  const byName = new Map(chunks.map((c) => [c.fileName, c]))
  const entryLoads = new Set<string>()
  const visit = (name: string) => {
    if (entryLoads.has(name)) return
    entryLoads.add(name)
    for (const next of byName.get(name)?.imports ?? []) visit(next)
  }
  for (const chunk of chunks.filter((c) => c.isEntry)) visit(chunk.fileName)

  for (const chunk of chunks) {
    const runtimes = runtimesOf(chunk.moduleIds)
    if (entryLoads.has(chunk.fileName) && runtimes.includes('react')) {
      problems.push(`${chunk.fileName} is loaded by the page entry and carries React.`)
    }
    if (runtimes.includes('react') && runtimes.includes('preact')) {
      problems.push(`${chunk.fileName} carries both React and Preact.`)
    }
  }

  const scene = chunks.flatMap((c) => c.moduleIds).filter(isScene)
  const seen = new Set<string>()
  const walk = (id: string, from: string) => {
    if (seen.has(id)) return
    seen.add(id)
    for (const next of importsOf(id)) {
      if (isAppSource(next) && !isScene(next)) {
        if (importsOf(next).some((dep) => PREACT.test(dep))) {
          problems.push(
            `${shortId(from)} (React, in the 3D scene) imports ${shortId(next)}, which uses Preact: ` +
              `move what it needs into ${SCENE_DIR.slice(1)} or make it a plain helper.`,
          )
        }
        walk(next, from)
      }
    }
  }
  for (const id of scene) walk(id, id)
  return problems
}

const shortId = (id: string) => withoutQuery(id).replace(/^.*?\/src\//, 'src/')
