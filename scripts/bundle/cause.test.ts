import { describe, expect, it } from 'vitest'
import { grownSphere, THREE } from './fixtures.ts'
import { changeText } from './report.mjs'

describe('growth is charged to the module that grew and the import that brought it', () => {
  const { base, sections: s } = grownSphere()

  it('keeps each budget’s costs per module in the baseline', () => {
    expect(Object.keys(base.budgets.sphere?.modules ?? {})).toContain(THREE)
  })

  it('names a new module inside a known package, and the import that brought it', () => {
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
