// Builds for the bundle tests: any measured chunk (`chunk`), and a lazy 3D chunk whose
// three.js is reached first through catalogue.ts (the shortest chain to the package) and,
// with `orbit`, OrbitControls imported by Scene.tsx (`sphere`, `grownSphere`).
import { gzipBytes } from './attribute.mjs'
import { explain } from './explain.mjs'
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

export const THREE = 'node_modules/three/build/three.core.js'
export const ORBIT = 'node_modules/three/examples/jsm/controls/OrbitControls.js'

// The sphere's chunk: three.js reached first through catalogue.ts (the shortest chain to
// the package), and, with `orbit`, OrbitControls imported by Scene.tsx.
export function sphere(orbit: boolean, budgets?: Budget[]) {
  const parts: [string, string][] = [
    ['src/sphere/scene/mount.tsx', code(1, 200)],
    ['src/sphere/scene/catalogue.ts', code(2, 50)],
    ['src/sphere/scene/Scene.tsx', code(3, 300)],
    [THREE, code(4, 6000)],
    ...(orbit ? [[ORBIT, code(5, 1500)] as [string, string]] : []),
  ]
  const text = parts.map(([, t]) => t).join('')
  const sources = parts.map(([m]) => m)
  let at = 0
  const ranges = parts.map(([, t], i): [number, number, number] => {
    at += t.length
    return [i, at - t.length, at]
  })
  const html = '<!doctype html><title>x</title>'
  const size = (t: string) => ({ raw: t.length, gzip: gzipBytes(Buffer.from(t)), brotli: 0 })
  const chunks: Chunk[] = [
    { file: 'index.html', kind: 'html', ...size(html) },
    {
      file: 'assets/mount-AAAAAAAA.js',
      kind: 'sphere',
      src: 'src/sphere/scene/mount.tsx',
      loaders: ['src/sphere/scene/mount.tsx'],
      ...size(text),
    },
  ]
  const graph: Graph = {
    chunks: {
      'assets/mount-AAAAAAAA.js': {
        facade: 'src/sphere/scene/mount.tsx',
        sources,
        ranges,
      },
    },
    modules: {
      'index.html': { imports: ['src/main.tsx'], dynamicImports: [] },
      'src/main.tsx': { imports: [], dynamicImports: ['src/sphere/scene/mount.tsx'] },
      'src/sphere/scene/mount.tsx': {
        imports: ['src/sphere/scene/catalogue.ts', 'src/sphere/scene/Scene.tsx'],
        dynamicImports: [],
      },
      'src/sphere/scene/catalogue.ts': { imports: [THREE], dynamicImports: [] },
      'src/sphere/scene/Scene.tsx': { imports: orbit ? [ORBIT] : [], dynamicImports: [] },
      [THREE]: { imports: [], dynamicImports: [] },
      ...(orbit ? { [ORBIT]: { imports: [THREE], dynamicImports: [] } } : {}),
    },
  }
  const files = fileCosts(chunks, graph, () => Buffer.from(text))
  return { chunks, graph, files, budgets: budgetCosts(files, budgets), trips: journeys(chunks) }
}

type Build = ReturnType<typeof sphere>

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
