// Builds for the bundle tests: any measured chunk (`chunk`) and what the report says of a few
// (`reportOf`), a build with its module graph and what the report makes of it (`bundle`), and
// a lazy 3D chunk whose three.js is reached first through catalogue.ts and, with `orbit`,
// OrbitControls imported by Scene.tsx (`sphere`, `grownSphere`).
import { explain } from './explain.mjs'
import { gzipBytes } from './measure.mjs'
import {
  type Baseline,
  baselineOf,
  budgetCosts,
  chains,
  fileCosts,
  journeys,
  redownloads,
} from './report.mjs'

type Chunk = import('./budgets.mjs').Chunk
type Graph = import('./report.mjs').Graph
type Budget = import('./budgets.mjs').Budget

/** A measured chunk of `gzip` bytes (raw and brotli do not matter to the budgets). */
export const chunk = (
  file: string,
  kind: Chunk['kind'],
  gzip: number,
  extra: Partial<Chunk> = {},
) => ({ file, kind, raw: gzip * 3, gzip, brotli: gzip - 100, ...extra }) satisfies Chunk

/** Text that compresses like code: words from a seeded generator. */
export function code(seed: number, words: number) {
  let x = seed
  let out = ''
  for (let i = 0; i < words; i++) {
    x = (x * 1103515245 + 12345) % 2 ** 31
    out += `w${x % 4093} `
  }
  return out
}

/** A built file of `bundle`: its chunk's fields and the code of each module it carries. */
type Part = Omit<Chunk, 'raw' | 'gzip' | 'brotli'> & {
  code: [module: string, text: string][]
  /** In the module graph, as the entry of `facade` (null: a shared chunk); left out: outside it. */
  facade?: string | null
}

/**
 * A build of `parts`, measured (brotli is gzip's nine tenths), with the graph the build would
 * record and what the report makes of it: each file's costs, the budgets, the journeys.
 */
export function bundle(parts: Part[], modules: Graph['modules'] = {}, budgets?: Budget[]) {
  const texts = new Map<string, string>()
  const graph: Graph = { chunks: {}, modules }
  const chunks = parts.map(({ code, facade, ...rest }): Chunk => {
    const text = code.map(([, t]) => t).join('')
    texts.set(rest.file, text)
    const ranges = code.map(([, t], i): [number, number, number] => {
      const at = code.slice(0, i).reduce((n, [, before]) => n + before.length, 0)
      return [i, at, at + t.length]
    })
    if (facade !== undefined)
      graph.chunks[rest.file] = { facade, sources: code.map(([m]) => m), ranges }
    const gzip = gzipBytes(Buffer.from(text))
    return { ...rest, raw: Buffer.byteLength(text), gzip, brotli: Math.round(gzip * 0.9) }
  })
  const files = fileCosts(chunks, graph, (file) => Buffer.from(texts.get(file) ?? ''))
  return { chunks, graph, files, budgets: budgetCosts(files, budgets), trips: journeys(chunks) }
}

export const THREE = 'node_modules/three/build/three.core.js'
export const ORBIT = 'node_modules/three/examples/jsm/controls/OrbitControls.js'

// The sphere's chunk: three.js reached first through catalogue.ts (the shortest chain to
// the package), and, with `orbit`, OrbitControls imported by Scene.tsx.
export function sphere(orbit: boolean, budgets?: Budget[]) {
  const mount = 'src/sphere/scene/mount.tsx'
  const scene = 'src/sphere/scene/Scene.tsx'
  const catalogue = 'src/sphere/scene/catalogue.ts'
  return bundle(
    [
      {
        file: 'index.html',
        kind: 'html',
        code: [['index.html', '<!doctype html><title>x</title>']],
      },
      {
        file: 'assets/mount-AAAAAAAA.js',
        kind: 'sphere',
        src: mount,
        loaders: [mount],
        facade: mount,
        code: [
          [mount, code(1, 200)],
          [catalogue, code(2, 50)],
          [scene, code(3, 300)],
          [THREE, code(4, 6000)],
          ...(orbit ? [[ORBIT, code(5, 1500)] as [string, string]] : []),
        ],
      },
    ],
    {
      'index.html': { imports: ['src/main.tsx'], dynamicImports: [] },
      'src/main.tsx': { imports: [], dynamicImports: [mount] },
      [mount]: { imports: [catalogue, scene], dynamicImports: [] },
      [catalogue]: { imports: [THREE], dynamicImports: [] },
      [scene]: { imports: orbit ? [ORBIT] : [], dynamicImports: [] },
      [THREE]: { imports: [], dynamicImports: [] },
      ...(orbit ? { [ORBIT]: { imports: [THREE], dynamicImports: [] } } : {}),
    },
    budgets,
  )
}

type Build = ReturnType<typeof bundle>

/**
 * What the report says of measured chunks outside any module graph (each file its own
 * contributor) with no baseline: its failures, warnings and verdict, as stats.mjs prints them.
 */
export function reportOf(chunks: Chunk[]) {
  const files = fileCosts(chunks, { chunks: {}, modules: {} }, () => new Uint8Array())
  const budgets = budgetCosts(files)
  return explain({ budgets, files, trips: [], again: [], base: null, chainOf: () => null })
}

/**
 * The report's sections for `build` against `base`, as scripts/bundle/stats.mjs explains a
 * build; `more` replaces any of explain's inputs (tighter budgets, other problems).
 */
export const explainBuild = (
  build: Build,
  base: Baseline,
  more: Partial<Parameters<typeof explain>[0]> = {},
) =>
  explain({
    budgets: build.budgets,
    files: build.files,
    trips: build.trips,
    again: redownloads(build.chunks, base),
    base,
    chainOf: chains(build.graph.modules, ['index.html']),
    ...more,
  })

/** The 3D chunk grown by OrbitControls since the baseline, over a budget just under its size. */
export function grownSphere() {
  const before = sphere(false)
  const base = baselineOf(before.files, before.budgets, before.trips)
  const after = sphere(true)
  const budgets = after.budgets.map((b) => (b.id === 'sphere' ? { ...b, limit: b.gzip - 1 } : b))
  return { base, after, sections: explainBuild(after, base, { budgets }) }
}
