import { describe, expect, it } from 'vitest'
import { gzipBytes } from './attribute.mjs'
import { explain } from './explain.mjs'
import {
  baselineOf,
  budgetCosts,
  chains,
  changeText,
  fileCosts,
  journeys,
  redownloads,
} from './report.mjs'

type Chunk = import('./budgets.mjs').Chunk
type Graph = import('./report.mjs').Graph

/** Text that compresses like code: words from a seeded generator. */
function code(seed: number, words: number) {
  let x = seed
  let out = ''
  for (let i = 0; i < words; i++) {
    x = (x * 1103515245 + 12345) % 2 ** 31
    out += `w${x % 4093} `
  }
  return out
}

const THREE = 'node_modules/three/build/three.core.js'
const ORBIT = 'node_modules/three/examples/jsm/controls/OrbitControls.js'

// The sphere's chunk: three.js reached first through catalogue.ts (the shortest chain to
// the package), and, with `orbit`, OrbitControls imported by Scene.tsx.
function sphere(orbit: boolean) {
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
        modules: sources,
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
  return { chunks, graph, files, budgets: budgetCosts(files), trips: journeys(chunks) }
}

describe('growth is charged to the module that grew and the import that brought it', () => {
  const before = sphere(false)
  const base = baselineOf(before.files, before.budgets, before.trips)
  const after = sphere(true)

  it('keeps each budget’s costs per module in the baseline', () => {
    expect(Object.keys(base.budgets.sphere?.modules ?? {})).toContain(THREE)
  })

  it('names a new module inside a known package, and the import that brought it', () => {
    const over = after.budgets.map((b) => (b.id === 'sphere' ? { ...b, limit: b.gzip - 1 } : b))
    const s = explain({
      budgets: over,
      files: after.files,
      trips: after.trips,
      again: redownloads(after.chunks, base),
      base,
      chainOf: chains(after.graph.modules, ['index.html']),
    })
    const failure = s.failures[0] ?? ''
    expect(failure).toContain('new module three/examples/jsm/controls/OrbitControls.js')
    expect(failure).toContain('brought by Scene.tsx → OrbitControls.js')
    expect(failure).not.toContain('catalogue.ts')
    const changed = s.parts.find((p) => p.title.startsWith('Against'))?.lines.join('\n') ?? ''
    expect(changed).toContain('Scene.tsx → OrbitControls.js')
  })

  it('calls only npm packages packages', () => {
    expect(changeText({ name: 'index.html', delta: 200, change: 'changed' }, [])).toBe(
      'file index.html +0.20 KB',
    )
    expect(changeText({ name: 'three', delta: 200, change: 'changed' }, [THREE])).toBe(
      'package three +0.20 KB',
    )
    expect(
      changeText({ name: 'src/main.tsx', delta: -200, change: 'gone' }, ['src/main.tsx']),
    ).toBe('removed module src/main.tsx −0.20 KB')
  })
})
