import { gzipSync } from 'node:zlib'
import type { Chunk } from './budgets.mjs'
import { explain, fileChanges } from './explain.mjs'
import { baselineOf, budgetCosts, fileCosts, type Graph, journeys } from './report.mjs'

/** Text of `words` pseudo-random words: compresses like code, not like a repeated line. */
const text = (seed: number, words: number) =>
  Array.from({ length: words }, (_, i) => ((seed * 7919 + i * 104729) % 99991).toString(36)).join(
    ' ',
  )

/**
 * A build whose content says `sentence`: every file that holds it gets a new hash (the
 * snapshot's 10 characters as scripts/plugins/prerender.ts names it, a chunk's 8 as Vite does).
 */
function build(sentence: string, hash: string) {
  const route = `${text(1, 200)} ${sentence}`
  const shared = text(2, 50)
  const files: Record<string, string> = {
    [`assets/Projects-${hash.slice(0, 8)}.js`]: route,
    [`assets/storage-${hash.slice(1, 9)}.js`]: shared,
  }
  const sizes = (t: string) => {
    const gzip = gzipSync(t, { level: 9 }).length
    return { raw: t.length, gzip, brotli: gzip }
  }
  const loaders = ['src/pages/Projects.tsx']
  const chunks: Chunk[] = [
    { file: 'index.html', kind: 'html', ...sizes(text(3, 100)) },
    { file: `assets/Projects-${hash.slice(0, 8)}.js`, kind: 'route', loaders, ...sizes(route) },
    { file: `assets/storage-${hash.slice(1, 9)}.js`, kind: 'route', loaders, ...sizes(shared) },
    {
      file: `assets/route-projects-${hash}.html`,
      kind: 'route',
      src: 'src/pages/Projects.tsx',
      loaders,
      ...sizes(`<main>${route}</main>`),
    },
  ]
  const graph: Graph = {
    chunks: {
      [`assets/Projects-${hash.slice(0, 8)}.js`]: {
        facade: 'src/pages/Projects.tsx',
        sources: ['src/content/projects.ts'],
        ranges: [[0, 0, route.length]],
      },
      [`assets/storage-${hash.slice(1, 9)}.js`]: {
        facade: null,
        sources: ['src/lib/storage.ts'],
        ranges: [[0, 0, shared.length]],
      },
    },
    modules: {},
  }
  const costs = fileCosts(chunks, graph, (file) => Buffer.from(files[file] ?? ''))
  return { costs, budgets: budgetCosts(costs), trips: journeys(chunks) }
}

describe('a file across two builds', () => {
  const before = build('One sentence.', 'LhPVq7sp6z')
  const after = build('One sentence, edited.', 'nBWJ4xjQVE')
  const base = baselineOf(before.costs, before.budgets, before.trips)

  test('is known by what it is, never by its hash', () => {
    expect(Object.keys(base.files).sort()).toEqual([
      'index.html',
      'src/lib/storage.ts (shared)',
      'src/pages/Projects.tsx',
      'src/pages/Projects.tsx (snapshot)',
    ])
  })

  test('a content-only edit shows no file and no budget as new or gone', () => {
    const lines = fileChanges(after.costs, base)
    expect(lines.join('\n')).not.toMatch(/\((new|gone)\)/)
    const s = explain({
      ...after,
      files: after.costs,
      again: [],
      base,
      chainOf: () => null,
    })
    const changes = s.parts.find((p) => p.title.startsWith('Against the baseline'))?.lines ?? []
    expect(changes.join('\n')).not.toMatch(/\bnew\b|\bgone\b|removed/)
  })
})
