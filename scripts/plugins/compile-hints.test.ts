import { COMPILE_HINT, compileHint, compileHints } from './compile-hints'

test('the entry and each route page start with the compile hint', () => {
  expect(compileHint({ isEntry: true, facadeModuleId: '/site/index.html' })).toBe(COMPILE_HINT)
  expect(compileHint({ isEntry: false, facadeModuleId: '/site/src/pages/Projects.tsx' })).toBe(
    COMPILE_HINT,
  )
  expect(
    compileHint({ isEntry: false, facadeModuleId: 'C:\\Users\\me\\site\\src\\pages\\Courses.tsx' }),
  ).toBe(COMPILE_HINT)
})

test('lazy chunks that run in part, and shared chunks, do not', () => {
  for (const id of [
    '/site/src/sphere/mount.tsx',
    '/site/src/games/GameDialog.tsx',
    '/site/src/pages/Projects.test.tsx',
    '/site/src/pages/parts/View.tsx',
    null,
  ])
    expect(compileHint({ isEntry: false, facadeModuleId: id })).toBe('')
})

test('the hint is the first line of the file, and its source map moves down a line with it', () => {
  const map = { version: 3, sources: ['src/main.tsx'], names: [], mappings: 'AAAA,CAAC;AACD' }
  const bundle = {
    'assets/index-a.js': {
      type: 'chunk',
      fileName: 'assets/index-a.js',
      isEntry: true,
      facadeModuleId: '/site/index.html',
      code: 'const __vite__mapDeps=1;\nf()',
      map: { ...map },
    },
    'assets/index-a.js.map': { type: 'asset', source: JSON.stringify(map) },
    'assets/mount-b.js': {
      type: 'chunk',
      fileName: 'assets/mount-b.js',
      isEntry: false,
      facadeModuleId: '/site/src/sphere/scene/mount.tsx',
      code: 'g()',
      map: null,
    },
  }
  const hook = compileHints().generateBundle as { handler: (o: unknown, b: unknown) => void }
  hook.handler({}, bundle)
  expect(bundle['assets/index-a.js'].code).toBe(`${COMPILE_HINT}\nconst __vite__mapDeps=1;\nf()`)
  expect(bundle['assets/index-a.js'].map?.mappings).toBe(';AAAA,CAAC;AACD')
  expect(JSON.parse(bundle['assets/index-a.js.map'].source).mappings).toBe(';AAAA,CAAC;AACD')
  expect(bundle['assets/mount-b.js'].code).toBe('g()')
})
