import { describe, expect, it } from 'vitest'
import { explain } from './explain.mjs'
import { baselineOf, chains, changeText, redownloads } from './report.mjs'
import { sphere, THREE } from './sphere-fixture.ts'

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
