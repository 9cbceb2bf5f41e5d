import { readFileSync } from 'node:fs'
import { onLoadSources } from './on-load.mjs'

const graph = {
  'src/sphere/SkillSphere.tsx': { imports: [], dynamicImports: ['src/sphere/LiveSphere.tsx'] },
  'src/sphere/LiveSphere.tsx': { imports: [], dynamicImports: ['src/sphere/scene/mount.tsx'] },
  'src/lib/offline.ts': { imports: [], dynamicImports: ['src/lib/serviceWorker.ts'] },
  'src/lib/serviceWorker.ts': { imports: ['virtual:pwa-register'], dynamicImports: [] },
  'virtual:pwa-register': { imports: [], dynamicImports: ['node_modules/workbox-window/w.mjs'] },
  'src/components/Spotlight.tsx': { imports: [], dynamicImports: ['src/components/Glow.tsx'] },
}
const code: Record<string, string> = {
  'src/sphere/SkillSphere.tsx': "loadCode(import(/* on-load */ './LiveSphere'))",
  'src/sphere/LiveSphere.tsx': "import('./scene/mount')",
  'src/lib/offline.ts': "void import(/* on-load */ './serviceWorker').then(start)",
  'src/components/Spotlight.tsx': "if (large) import('./Glow')",
}
const read = (module: string) => code[module] ?? ''

test('the marked imports, and what packages they load ask for at once; never an unmarked one', () => {
  expect(onLoadSources(graph, read)).toEqual([
    'node_modules/workbox-window/w.mjs',
    'src/lib/serviceWorker.ts',
    'src/sphere/LiveSphere.tsx',
  ])
})

test('a marked import the build does not have is an error, not a journey without it', () => {
  const wrong = (m: string) => (m === 'src/lib/offline.ts' ? "import(/* on-load */ './gone')" : '')
  expect(() => onLoadSources(graph, wrong)).toThrow(/gone/)
})

test("the site's own marks: Home's live sphere, the games' dialog and the worker's registration", () => {
  const marked = (file: string) => readFileSync(file, 'utf8').includes('import(/* on-load */')
  expect(marked('src/sphere/SkillSphere.tsx')).toBe(true)
  expect(marked('src/games/GameHost.tsx')).toBe(true)
  expect(marked('src/lib/offline.ts')).toBe(true)
})
