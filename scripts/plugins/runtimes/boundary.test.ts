import { boundaryProblems, type ChunkFacts, isScene, runtimesOf } from './boundary.ts'

const NM = '/repo/node_modules'
const PREACT = `${NM}/preact/dist/preact.mjs`
const COMPAT = `${NM}/preact/compat/dist/compat.mjs`
const REACT = `${NM}/react/index.js`
const RECONCILER = `${NM}/react-reconciler/index.js`
const THREE = `${NM}/three/build/three.module.js`
const MAIN = '/repo/src/main.tsx'
const MOUNT = '/repo/src/sphere/scene/mount.tsx'
const SPIN = '/repo/src/sphere/spin.ts'
const HOOK = '/repo/src/lib/useMediaQuery.ts'

const chunk = (fileName: string, moduleIds: string[], more: Partial<ChunkFacts> = {}) => ({
  fileName,
  moduleIds,
  imports: [],
  isEntry: false,
  ...more,
})
const graph =
  (edges: Record<string, string[]>) =>
  (id: string): string[] =>
    edges[id] ?? []

describe('runtimesOf', () => {
  test.each([
    [[MAIN, PREACT, COMPAT], ['preact']],
    [
      [MOUNT, REACT, RECONCILER, THREE],
      ['react', 'three'],
    ],
    [[`${NM}/@preact/signals-core/dist/signals-core.mjs`], ['preact']],
    [[SPIN, '/repo/src/content/skills.ts'], []],
    // A package whose name only starts like a runtime's is not that runtime.
    [[`${NM}/react-use-measure/dist/index.js`, `${NM}/preact-render-to-string/x.js`], []],
  ])('%j carries %j', (ids, runtimes) => {
    expect(runtimesOf(ids)).toEqual(runtimes)
  })
})

test.each([
  [MOUNT, true],
  ['/repo/src/sphere/scene/Scene.tsx?v=1', true],
  ['/repo/src/sphere/SkillSphere.tsx', false],
  [SPIN, false],
])('isScene(%s) is %s', (id, expected) => {
  expect(isScene(id)).toBe(expected)
})

describe('boundaryProblems', () => {
  const sound = [
    chunk('index.js', [MAIN, PREACT, COMPAT], { isEntry: true, imports: ['shared.js'] }),
    chunk('shared.js', [SPIN]),
    chunk('mount.js', [MOUNT, REACT, RECONCILER, THREE]),
  ]

  test('a build with Preact in the entry and React only in the lazy 3D chunk is sound', () => {
    expect(boundaryProblems(sound, graph({ [MOUNT]: [REACT, SPIN], [SPIN]: [] }))).toEqual([])
  })

  test('React in the entry or in anything the entry imports statically fails', () => {
    const inEntry = [chunk('index.js', [MAIN, COMPAT, REACT], { isEntry: true })]
    expect(boundaryProblems(inEntry, graph({}))).toEqual([
      'index.js is loaded by the page entry and carries React.',
      'index.js carries both React and Preact.',
    ])
    const imported = [
      chunk('index.js', [MAIN, COMPAT], { isEntry: true, imports: ['a.js'] }),
      chunk('a.js', [], { imports: ['b.js'] }),
      chunk('b.js', [REACT]),
    ]
    expect(boundaryProblems(imported, graph({}))).toEqual([
      'b.js is loaded by the page entry and carries React.',
    ])
  })

  test('a lazy chunk with both runtimes fails', () => {
    const mixed = [...sound.slice(0, 2), chunk('mount.js', [MOUNT, REACT, PREACT])]
    expect(boundaryProblems(mixed, graph({}))).toEqual(['mount.js carries both React and Preact.'])
  })

  test('a scene module that reaches an app hook fails, however deep the hook is', () => {
    const direct = graph({ [MOUNT]: [REACT, HOOK], [HOOK]: [COMPAT] })
    expect(boundaryProblems(sound, direct)).toEqual([
      expect.stringMatching(
        /^src\/sphere\/scene\/mount\.tsx \(React, in the 3D scene\) imports src\/lib\/useMediaQuery\.ts, which uses Preact/,
      ),
    ])
    const throughHelper = graph({ [MOUNT]: [SPIN], [SPIN]: [HOOK], [HOOK]: [PREACT] })
    expect(boundaryProblems(sound, throughHelper)).toHaveLength(1)
  })

  test('plain helpers shared by both sides are fine', () => {
    const shared = graph({ [MOUNT]: [SPIN, REACT], [MAIN]: [SPIN, COMPAT], [SPIN]: [] })
    expect(boundaryProblems(sound, shared)).toEqual([])
  })
})
