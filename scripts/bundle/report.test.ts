import { readFileSync } from 'node:fs'
import { encode } from '@jridgewell/sourcemap-codec'
import { describe, expect, it } from 'vitest'
import { decodeRanges } from '../plugins/bundle-graph.ts'
import { attribute, GLUE, groupOf } from './attribute.mjs'
import { KB } from './budgets.mjs'
import { explain, fileChanges } from './explain.mjs'
import { bundle, code, explainBuild, grownSphere, THREE } from './fixtures.ts'
import { gzipBytes } from './measure.mjs'
import {
  type Baseline,
  baselineOf,
  budgetDiff,
  changeText,
  journeys,
  onLoadSources,
  PROFILES,
  redownloads,
  seconds,
} from './report.mjs'

type Chunk = import('./budgets.mjs').Chunk

describe('decodeRanges', () => {
  it('cuts the code by source, carrying a source across lines and leaving unmapped code to glue', () => {
    const text = 'AAAABBBB\nbbbbCCDD'
    // Each line's segments: [column, source, line and column in the source], or [column] unmapped.
    const map = encode([
      [
        [0, 0, 0, 0],
        [4, 1, 0, 0],
      ],
      [[4], [6, 2, 0, 0]],
    ])
    expect(decodeRanges(map, text)).toEqual([
      [0, 0, 4],
      // the second line's first 4 characters carry no segment: still source 1 (a long string)
      [1, 4, 13],
      [-1, 13, 15],
      [2, 15, 17],
    ])
  })
})

describe('attribute', () => {
  const parts = [code(1, 400), code(2, 300), code(1, 400), 'glue;']
  const text = parts.join('')
  const bytes = Buffer.from(text)
  const starts = parts.map((_, i) => parts.slice(0, i).join('').length)
  const ranges: [number, number, number][] = parts.map((p, i) => [
    [0, 1, 2, -1][i] ?? -1,
    starts[i] ?? 0,
    (starts[i] ?? 0) + p.length,
  ])
  const sources = ['src/a.ts', 'node_modules/lib/x.js', 'node_modules/lib/y.js']

  it('gives each package and app module a cost, and the costs add up to the gzip size', () => {
    const { gzip, costs } = attribute(bytes, ranges, sources)
    expect(gzip).toBe(gzipBytes(bytes))
    const sum = costs.reduce((s, c) => s + c.gzip, 0)
    expect(Math.abs(sum - gzip) / gzip).toBeLessThan(0.01)
    expect(costs.map((c) => c.name).sort()).toEqual([GLUE, 'lib', 'src/a.ts'].sort())
    const lib = costs.find((c) => c.name === 'lib')
    expect(lib?.modules.map((m) => m.module).sort()).toEqual(sources.slice(1).sort())
    expect(lib?.modules.reduce((s, m) => s + m.gzip, 0)).toBeCloseTo(lib?.gzip ?? 0, 6)
  })

  it('costs a library what removing it saves, not its size gzipped alone', () => {
    // lib/y.js repeats src/a.ts: gzipped alone it is large, in the chunk almost free.
    const { costs } = attribute(bytes, ranges, sources)
    const y = costs.find((c) => c.name === 'lib')?.modules.find((m) => m.module.endsWith('y.js'))
    const alone = gzipBytes(Buffer.from(parts[2] ?? ''))
    expect(y?.raw).toBe(parts[2]?.length)
    const a = costs.find((c) => c.name === 'src/a.ts')
    expect((a?.gzip ?? 0) + (y?.gzip ?? 0)).toBeLessThan(alone * 1.5)
  })

  it('names packages, scoped ones too, and keeps app modules whole', () => {
    expect(groupOf('node_modules/@react-three/fiber/dist/x.js')).toBe('@react-three/fiber')
    expect(groupOf('node_modules/three/build/three.core.js')).toBe('three')
    expect(groupOf('src/components/Footer.tsx')).toBe('src/components/Footer.tsx')
  })
})

// A small fixture bundle: the page, an entry chunk, a route, a game and the sphere.
const entryCode = code(3, 300)
const footerCode = code(4, 200)
const routeCode = code(5, 150)
const sphereCode = code(6, 900)
const gameCode = code(7, 100)
const LODASH = 'node_modules/lodash-es/lodash.js'
/** A lazy chunk that is its source's own, in the graph. */
const lazy = (file: string, kind: Chunk['kind'], src: string, module: string, text: string) => ({
  file,
  kind,
  src,
  loaders: [src],
  facade: src,
  code: [[module, text]] as [string, string][],
})
const fixture = (withLib: boolean) =>
  bundle(
    [
      {
        file: 'index.html',
        kind: 'html',
        code: [['index.html', '<!doctype html><title>x</title>']],
      },
      {
        file: 'assets/index-AAAAAAAA.js',
        kind: 'entry',
        facade: 'index.html',
        code: [
          ['src/main.tsx', entryCode],
          ['src/components/Footer.tsx', footerCode],
          ...(withLib ? [[LODASH, code(8, 2000)] as [string, string]] : []),
        ],
      },
      lazy(
        'assets/Projects-BBBBBBBB.js',
        'route',
        'src/pages/Projects.tsx',
        'src/pages/Projects.tsx',
        routeCode,
      ),
      lazy(
        'assets/mount-CCCCCCCC.js',
        'sphere',
        'src/sphere/scene/mount.tsx',
        'node_modules/three/build/three.core.js',
        sphereCode,
      ),
      lazy(
        'assets/View-DDDDDDDD.js',
        'game',
        'src/games/g2048/View.tsx',
        'src/games/g2048/View.tsx',
        gameCode,
      ),
    ],
    {
      'index.html': { imports: ['src/main.tsx'], dynamicImports: [] },
      'src/main.tsx': {
        imports: ['src/components/Footer.tsx'],
        dynamicImports: ['src/pages/Projects.tsx', 'src/sphere/scene/mount.tsx'],
      },
      'src/components/Footer.tsx': { imports: withLib ? [LODASH] : [], dynamicImports: [] },
      [LODASH]: { imports: [], dynamicImports: [] },
    },
  )

describe('budgets of the fixture bundle', () => {
  it("list contributors whose costs sum to the budget's gzip size within 1 %", () => {
    const { budgets } = fixture(true)
    for (const b of budgets) {
      const sum = b.costs.reduce((s, c) => s + c.gzip, 0)
      expect(Math.abs(sum - b.gzip) / b.gzip, b.key).toBeLessThan(0.01)
    }
    const entry = budgets.find((b) => b.key === 'entry-js')
    expect(entry?.costs[0]?.name).toBe('lodash-es')
  })
})

describe('the diff against the baseline', () => {
  const before = fixture(false)
  const base: Baseline = baselineOf(before.files, before.budgets, before.trips)
  const after = fixture(true)

  it('is keyed by source module, not by hashed name', () => {
    expect(Object.keys(base.files)).toContain('src/pages/Projects.tsx')
    expect(Object.keys(base.budgets)).toContain('route src/pages/Projects.tsx')
  })

  it('names a new package with its bytes, and the budget it grew', () => {
    const entry = after.budgets.find((b) => b.key === 'entry-js')
    if (!entry) throw new Error('no entry budget')
    const d = budgetDiff(entry, base.budgets['entry-js'])
    expect(d.was).toBe(base.budgets['entry-js']?.gzip)
    expect(d.is).toBe(entry.gzip)
    const lib = d.changes[0]
    expect(lib?.name).toBe('lodash-es')
    expect(lib?.change).toBe('new')
    expect(lib?.delta).toBeCloseTo(entry.costs.find((c) => c.name === 'lodash-es')?.gzip ?? 0, 0)
  })

  it('fails with what grew, its importer, its bytes and time, and the verdict last', () => {
    const entry = after.budgets.find((b) => b.key === 'entry-js')
    const tight = after.budgets.map((b) =>
      b === entry ? { ...b, limit: (entry?.gzip ?? 0) - 1 } : b,
    )
    const s = explainBuild(after, base, { budgets: tight })
    expect(s.failures).toHaveLength(1)
    const failure = s.failures[0] ?? ''
    expect(failure).toMatch(/new package lodash-es \+\d+\.\d\d KB gzip/)
    expect(failure).toContain('brought by Footer.tsx → lodash.js')
    expect(failure).toMatch(/\+\d\.\d\d s at 1\.6 Mbps/)
    // It ends with what to do, and how to accept the growth if intended.
    expect(failure).toMatch(
      /To fix: remove what grew, .*raise `kb` of budget 'entry-js' in scripts\/bundle\/budgets\.mjs to [\d.]+, then `npm run bundle:baseline` accepts it$/,
    )
    expect(s.verdict).toBe('✗ 1 budget over (JavaScript needed to hydrate /): the build fails')
  })

  it('lists the files a returning visitor downloads again', () => {
    const moved = after.chunks.map((c) =>
      c.file === 'assets/index-AAAAAAAA.js' ? { ...c, file: 'assets/index-ZZZZZZZZ.js' } : c,
    )
    expect(redownloads(moved, base).map((c) => c.file)).toEqual(['assets/index-ZZZZZZZZ.js'])
    expect(redownloads(before.chunks, base)).toEqual([])
  })
})

describe('journeys of the fixture bundle', () => {
  const { chunks, trips } = fixture(false)
  const gz = (file: string) => chunks.find((c) => c.file === file)?.gzip ?? 0

  it('add up the files of each visit', () => {
    const byId = Object.fromEntries(trips.map((t) => [t.id, t]))
    expect(byId['first-visit']?.gzip).toBe(gz('index.html') + gz('assets/index-AAAAAAAA.js'))
    expect(byId['deep-link']?.gzip).toBe(
      (byId['first-visit']?.gzip ?? 0) + gz('assets/Projects-BBBBBBBB.js'),
    )
    expect(byId.sphere?.files).toEqual(['assets/mount-CCCCCCCC.js'])
    expect(byId['first-and-sphere']?.gzip).toBe(
      (byId['first-visit']?.gzip ?? 0) + gz('assets/mount-CCCCCCCC.js'),
    )
    expect(byId.game?.files).toEqual(['assets/View-DDDDDDDD.js'])
  })

  it('take the round trips plus the bytes over the bandwidth on each profile', () => {
    const [mobile, slow] = PROFILES
    if (!mobile || !slow) throw new Error('two profiles')
    expect(seconds(100 * KB, slow, 4)).toBeCloseTo(0.6 + 2, 6)
    // Lighthouse's mobile throttling: 1638.4 kbit/s
    expect(seconds(204.8 * KB, mobile)).toBeCloseTo(1, 6)
  })
})

describe('the first visit to /', () => {
  const { chunks } = fixture(false)
  const gz = (file: string) => chunks.find((c) => c.file === file)?.gzip ?? 0
  const live: Chunk = {
    file: 'assets/LiveSphere-EEEEEEEE.js',
    kind: 'shared',
    src: 'src/sphere/LiveSphere.tsx',
    loaders: ['src/sphere/LiveSphere.tsx'],
    raw: 3000,
    gzip: 1600,
    brotli: 1400,
  }

  it('counts the lazy chunks the page fetches on load, one round trip after the entry', () => {
    const [before] = journeys([...chunks, live])
    const [after] = journeys([...chunks, live], ['src/sphere/LiveSphere.tsx'])
    expect(after?.files).toEqual([...(before?.files ?? []), live.file])
    expect(after?.gzip).toBe(gz('index.html') + gz('assets/index-AAAAAAAA.js') + live.gzip)
    expect(after?.roundTrips).toBe((before?.roundTrips ?? 0) + 1)
  })
})

describe('a file across two builds', () => {
  // A build whose content says `sentence`: each file holding it gets a new hash (a snapshot's
  // 10 characters as scripts/plugins/prerender.ts names it, a chunk's 8 as Vite does).
  const build = (sentence: string, hash: string) => {
    const route = `${code(1, 200)} ${sentence}`
    const loaders = ['src/pages/Projects.tsx']
    return bundle([
      { file: 'index.html', kind: 'html', code: [['index.html', code(3, 100)]] },
      {
        file: `assets/Projects-${hash.slice(0, 8)}.js`,
        kind: 'route',
        loaders,
        facade: 'src/pages/Projects.tsx',
        code: [['src/content/projects.ts', route]],
      },
      {
        file: `assets/storage-${hash.slice(1, 9)}.js`,
        kind: 'route',
        loaders,
        facade: null,
        code: [['src/lib/storage.ts', code(2, 50)]],
      },
      {
        file: `assets/route-projects-${hash}.html`,
        kind: 'route',
        loaders,
        src: 'src/pages/Projects.tsx',
        code: [['', `<main>${route}</main>`]],
      },
    ])
  }
  const before = build('One sentence.', 'LhPVq7sp6z')
  const after = build('One sentence, edited.', 'nBWJ4xjQVE')
  const base = baselineOf(before.files, before.budgets, before.trips)

  it('is known by what it is, never by its hash', () => {
    expect(Object.keys(base.files).sort()).toEqual([
      'index.html',
      'src/lib/storage.ts (shared)',
      'src/pages/Projects.tsx',
      'src/pages/Projects.tsx (snapshot)',
    ])
  })

  it('a content-only edit shows no file and no budget as new or gone', () => {
    expect(fileChanges(after.files, base).join('\n')).not.toMatch(/\((new|gone)\)/)
    const s = explain({ ...after, again: [], base, chainOf: () => null })
    const changes = s.parts.find((p) => p.title.startsWith('Against the baseline'))?.lines ?? []
    expect(changes.join('\n')).not.toMatch(/\bnew\b|\bgone\b|removed/)
  })
})

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

describe('the lazy chunks / fetches on load (onLoadSources)', () => {
  const marked = {
    'src/sphere/SkillSphere.tsx': { imports: [], dynamicImports: ['src/sphere/LiveSphere.tsx'] },
    'src/sphere/LiveSphere.tsx': { imports: [], dynamicImports: ['src/sphere/scene/mount.tsx'] },
    'src/lib/offline.ts': { imports: [], dynamicImports: ['src/lib/serviceWorker.ts'] },
    'src/lib/serviceWorker.ts': { imports: ['virtual:pwa-register'], dynamicImports: [] },
    'virtual:pwa-register': { imports: [], dynamicImports: ['node_modules/workbox-window/w.mjs'] },
    'src/components/Spotlight.tsx': { imports: [], dynamicImports: ['src/components/Glow.tsx'] },
  }
  const sources: Record<string, string> = {
    'src/sphere/SkillSphere.tsx': "loadCode(import(/* on-load */ './LiveSphere'))",
    'src/sphere/LiveSphere.tsx': "import('./scene/mount')",
    'src/lib/offline.ts': "void import(/* on-load */ './serviceWorker').then(start)",
    'src/components/Spotlight.tsx': "if (large) import('./Glow')",
  }
  const read = (module: string) => sources[module] ?? ''

  it('the marked imports, and what packages they load ask for at once; never an unmarked one', () => {
    expect(onLoadSources(marked, read)).toEqual([
      'node_modules/workbox-window/w.mjs',
      'src/lib/serviceWorker.ts',
      'src/sphere/LiveSphere.tsx',
    ])
  })

  it('a marked import the build does not have is an error, not a journey without it', () => {
    const wrong = (m: string) =>
      m === 'src/lib/offline.ts' ? "import(/* on-load */ './gone')" : ''
    expect(() => onLoadSources(marked, wrong)).toThrow(/gone/)
  })

  it("the site's own marks: Home's live sphere, the games' dialog and the worker's registration", () => {
    const marked = (file: string) => readFileSync(file, 'utf8').includes('import(/* on-load */')
    expect(marked('src/sphere/SkillSphere.tsx')).toBe(true)
    expect(marked('src/games/GameHost.tsx')).toBe(true)
    expect(marked('src/lib/offline.ts')).toBe(true)
  })
})
