import { type Chunk, checkBudgets, evaluate, loadedBy } from './budgets.mjs'
import { chunk, reportOf } from './fixtures.ts'

/** A build within every budget. */
const build = (): Chunk[] => [
  chunk('index.html', 'html', 9_000),
  chunk('assets/index.css', 'entry', 4_000, { blocking: true }),
  chunk('assets/index.js', 'entry', 20_000),
  chunk('assets/jsx-runtime.js', 'entry', 3_000),
  chunk('assets/Projects.js', 'route', 3_000, {
    src: 'src/pages/Projects.tsx',
    loaders: ['src/pages/Projects.tsx'],
  }),
  chunk('assets/Projects.css', 'route', 1_000, { loaders: ['src/pages/Projects.tsx'] }),
  chunk('assets/View-abc.js', 'game', 2_000, {
    src: 'src/games/g2048/View.tsx',
    loaders: ['src/games/g2048/View.tsx'],
  }),
  chunk('assets/mount.js', 'sphere', 150_000, { loaders: ['src/sphere/scene/mount.tsx'] }),
  chunk('assets/three.js', 'sphere', 10_000, { loaders: ['src/sphere/scene/mount.tsx'] }),
  chunk('assets/both.js', 'shared', 5_000, {
    loaders: ['src/pages/Projects.tsx', 'src/sphere/scene/mount.tsx'],
  }),
]

const replace = (chunks: Chunk[], file: string, change: Partial<Chunk>) =>
  chunks.map((c) => (c.file === file ? { ...c, ...change } : c))
const verdict = (chunks: Chunk[], id: string) =>
  checkBudgets(chunks).filter((v) => v.budget.id === id)

describe('budgets', () => {
  test('a build within every budget has no failures', () => {
    expect(evaluate(build()).verdicts.every((v) => v.ok)).toBe(true)
    const { failures, warnings, verdict } = reportOf(build())
    expect([failures, warnings]).toEqual([[], []])
    expect(verdict).toMatch(/^✓ every budget holds/)
  })

  test.each([
    ['game', 'assets/View-abc.js', 8_000, true],
    ['game', 'assets/View-abc.js', 8_001, false],
    ['route', 'assets/Projects.js', 10_000, true],
    ['route', 'assets/Projects.js', 10_001, false],
  ])('%s chunk of %s at %i bytes: ok %s', (id, file, gzip, ok) => {
    const [only] = verdict(replace(build(), file, { gzip }), id)
    expect(only?.ok).toBe(ok)
    expect(only?.headroom).toBe((id === 'game' ? 8_000 : 10_000) - gzip)
  })

  test("a route's snapshot over its budget (the owner's content) warns and the build passes", () => {
    const large = [
      ...build(),
      chunk('assets/route-projects-abc.html', 'route', 12_000, {
        src: 'src/pages/Projects.tsx',
        loaders: ['src/pages/Projects.tsx'],
      }),
    ]
    const { failures, warnings, verdict } = reportOf(large)
    expect(failures).toEqual([])
    expect(warnings).toEqual([
      expect.stringMatching(
        /^route snapshot assets\/route-projects-abc\.html .* is 12\.00 KB gzip, 4\.00 KB over its 8 KB guide/,
      ),
    ])
    expect(verdict).toMatch(/^✓ every budget holds/)
  })

  test('entry JavaScript is the sum of the entry chunks, listed largest first when over', () => {
    const grown = replace(build(), 'assets/jsx-runtime.js', { gzip: 21_500 })
    expect(verdict(grown, 'entry-js')[0]?.gzip).toBe(41_500)
    expect(reportOf(grown).failures).toEqual([
      expect.stringMatching(
        /^JavaScript needed to hydrate \/ is 41\.50 KB gzip, 18\.20 KB over its 23\.3 KB budget: new file assets\/jsx-runtime\.js \+21\.50 KB gzip .*; new file assets\/index\.js \+20\.00 KB gzip .*\. To fix/,
      ),
    ])
  })

  test('every game chunk has a budget of its own: two under it pass, whatever their sum', () => {
    const games = [
      ...build(),
      chunk('assets/View-b.js', 'game', 7_000, { src: 'src/games/guess/View.tsx' }),
      chunk('assets/storage.js', 'game', 7_500),
    ]
    const verdicts = verdict(games, 'game')
    expect(verdicts.map((v) => [v.files, v.ok])).toEqual([
      [['assets/View-abc.js'], true],
      [['assets/View-b.js'], true],
      [['assets/storage.js'], true],
    ])
  })

  test.each([
    [
      'a chunk of its own source',
      { src: 'src/games/g2048/View.tsx' },
      'assets/x.js (src/games/g2048/View.tsx)',
    ],
    ['a chunk without a source', {}, 'assets/x.js'],
    ['a chunk named as its source', { src: 'assets/x.js' }, 'assets/x.js'],
  ])('an over-budget game chunk names %s', (_, extra, name) => {
    const [failure] = reportOf([chunk('assets/x.js', 'game', 8_500, extra)]).failures
    const said = `game chunk ${name} is 8.50 KB gzip, 0.50 KB over its 8 KB budget: `
    expect(failure?.slice(0, said.length)).toBe(said)
  })

  test('the first render counts the HTML and blocking CSS, not a stylesheet loaded later', () => {
    const late = replace(build(), 'assets/index.css', { blocking: false, gzip: 9_000 })
    expect(verdict(late, 'first-render')[0]?.gzip).toBe(9_000)
    const blocking = replace(build(), 'assets/index.css', { gzip: 6_500 })
    // It holds the owner's content: over it, the build warns (its code parts fail).
    const { failures, warnings } = reportOf(blocking)
    expect(failures).toEqual([])
    expect(warnings).toEqual([
      expect.stringMatching(
        /^HTML \+ render-blocking CSS of \/ is 15\.50 KB gzip, 0\.50 KB over its 15 KB guide/,
      ),
    ])
  })

  test('all CSS sums every stylesheet, lazy ones too', () => {
    const grown = replace(build(), 'assets/Projects.css', { gzip: 6_200 })
    expect(verdict(grown, 'css')[0]?.files).toEqual(['assets/index.css', 'assets/Projects.css'])
    expect(reportOf(grown).failures).toEqual([
      expect.stringMatching(/^all CSS is 10\.20 KB gzip, 0\.20 KB over its 10 KB budget/),
    ])
  })

  test('a stylesheet the sphere loads counts in all CSS, not in the 3D chunk', () => {
    const styled = [
      ...build(),
      chunk('assets/mount.css', 'sphere', 2_000, { loaders: ['src/sphere/scene/mount.tsx'] }),
    ]
    expect(verdict(styled, 'sphere')[0]?.files).not.toContain('assets/mount.css')
    expect(verdict(styled, 'css')[0]?.files).toContain('assets/mount.css')
  })

  test('the 3D chunk is everything the sphere downloads, shared chunks included', () => {
    const [sphere] = verdict(build(), 'sphere')
    expect(sphere?.files.sort()).toEqual(['assets/both.js', 'assets/mount.js', 'assets/three.js'])
    expect(sphere?.headroom).toBe(3_000)
    const { failures } = reportOf(replace(build(), 'assets/three.js', { gzip: 16_000 }))
    expect(failures).toEqual([
      expect.stringMatching(
        /^the 3D chunk is 171\.00 KB gzip, 3\.00 KB over its 168 KB budget: new file assets\/mount\.js \+150\.00 KB gzip .*; new file assets\/three\.js \+16\.00 KB gzip/,
      ),
    ])
  })

  test.each([
    ['inline-css', 'inline-css', 'CSS inlined in /', 7.5],
    ['head-script', 'head-script', 'head scripts of / (boot code, worker watch)', 2.2],
    ['import-map', 'import-map', 'import map of /', 0.8],
    ['home', 'home', 'pre-rendered Home of / (#root)', 5],
    ['other', 'page-other', 'the rest of index.html (meta, JSON-LD, no-script form)', 2.5],
  ] as const)(
    'the part %s of index.html is over its own budget (%s) alone',
    (part, id, what, budget) => {
      const parts = (['inline-css', 'head-script', 'import-map', 'home', 'other'] as const).map(
        (p) => chunk(`index.html#${p}`, 'html', p === part ? budget * 1000 + 10 : 100, { part: p }),
      )
      const { verdicts, rows } = evaluate([...build(), ...parts])
      const over = verdicts.filter((v) => !v.ok)
      // Inline CSS counts in all CSS too; no part counts in the page's own size again.
      expect(over.map((v) => v.budget.id)).toEqual(part === 'inline-css' ? [id, 'css'] : [id])
      expect(over[0]?.files).toEqual([`index.html#${part}`])
      expect(over[0]?.label).toBe(what)
      expect(rows.find((r) => r.file === `index.html#${part}`)?.loadedBy).toBe(
        part === 'inline-css' ? 'inlined in the page /' : 'part of the page /',
      )
    },
  )

  test('rows: html first, then entry, route, game, sphere, shared; largest first in a kind', () => {
    const { rows } = evaluate(build())
    expect(rows.map((r) => r.file)).toEqual([
      'index.html',
      'assets/index.js',
      'assets/index.css',
      'assets/jsx-runtime.js',
      'assets/Projects.js',
      'assets/Projects.css',
      'assets/View-abc.js',
      'assets/mount.js',
      'assets/three.js',
      'assets/both.js',
    ])
  })

  test('each row names its budgets and their headroom', () => {
    const { rows } = evaluate(build())
    const row = (file: string) => rows.find((r) => r.file === file)!
    expect(row('assets/View-abc.js').budgets).toEqual([{ text: '8 KB', headroom: 6_000 }])
    expect(row('assets/index.css').budgets).toEqual([
      { text: '15 KB first-render (sum)', headroom: 2_000 },
      { text: '10 KB css (sum)', headroom: 5_000 },
    ])
  })
})

test.each([
  ['the page', chunk('index.html', 'html', 1), 'the page /'],
  ['the entry', chunk('assets/index.js', 'entry', 1), 'index.html'],
  [
    'a chunk no loader names',
    chunk('sw.js', 'shared', 1),
    'not imported by the app (a service worker, say)',
  ],
  [
    'a chunk with no loaders',
    chunk('sw.js', 'shared', 1, { loaders: [] }),
    'not imported by the app (a service worker, say)',
  ],
  [
    'a chunk lazy entries load',
    chunk('assets/a.js', 'route', 1, { loaders: ['src/pages/A.tsx', 'src/pages/B.tsx'] }),
    'src/pages/A.tsx, src/pages/B.tsx',
  ],
])('loadedBy: %s is loaded by %j', (_, c, text) => {
  expect(loadedBy(c)).toBe(text)
})
