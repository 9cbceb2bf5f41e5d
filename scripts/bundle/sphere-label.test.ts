// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Chunk } from './budgets.mjs'
import { chunk } from './fixtures.ts'
import { labelProblems, readLabelKB, sphereKB, writeLabel } from './sphere-label.mjs'

/** The entry, the lazy sphere with its vendor chunk, a chunk it shares with a page, and CSS. */
const build = (): Chunk[] => [
  chunk('assets/index.js', 'entry', 20_000),
  chunk('assets/mount.js', 'sphere', 150_040, { loaders: ['src/sphere/scene/mount.tsx'] }),
  chunk('assets/three.js', 'sphere', 10_000, { loaders: ['src/sphere/scene/mount.tsx'] }),
  chunk('assets/both.js', 'shared', 1_000, {
    loaders: ['src/pages/Projects.tsx', 'src/sphere/scene/mount.tsx'],
  }),
  chunk('assets/mount.css', 'sphere', 2_000, { loaders: ['src/sphere/scene/mount.tsx'] }),
  chunk('assets/Projects.js', 'route', 3_000, { loaders: ['src/pages/Projects.tsx'] }),
]

test('the size is the 3D chunk as budgeted: what the sphere downloads, not the page or CSS', () => {
  expect(sphereKB(build())).toBe(161)
})

test.each([
  [161, []],
  [159, []],
  [163, []],
  [158, ['The load button says 158 KB but the sphere chunk is 161 KB gzip']],
  [164, ['The load button says 164 KB but the sphere chunk is 161 KB gzip']],
])('a button that says %i KB: %j', (labelKB, problems) => {
  const found = labelProblems(build(), labelKB).map((p) => p.split('. ')[0])
  expect(found).toEqual(problems)
})

test('a build without a 3D chunk is a problem, whatever the button says', () => {
  const flat = build().filter((c) => !c.loaders?.some((l) => l.startsWith('src/sphere/')))
  expect(labelProblems(flat, 0)).toEqual([
    expect.stringMatching(
      /^The build has no 3D chunk \(no lazy chunk from src\/sphere\/scene\/\)\. To fix: /,
    ),
  ])
})

test('writeLabel stores the size in whole KB, as the button shows it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sphere-label-'))
  try {
    const file = join(dir, 'chunkSize.json')
    writeLabel(build(), file)
    // As the formatter keeps it: the file written passes `npm run lint`.
    expect(readFileSync(file, 'utf8')).toBe('{ "gzipKB": 161 }\n')
    expect(readLabelKB(file)).toBe(161)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
