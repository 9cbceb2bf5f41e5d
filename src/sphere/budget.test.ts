import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

interface BudgetScript {
  measureSphereChunks: (outDir: string) => { chunks: { file: string }[]; totalKB: number }
  checkSphereBudget: (outDir: string, options: { budgetKB?: number; labelKB: number }) => string[]
  readLabelKB: () => number
}
// The build check is plain JavaScript run by Node; loaded by path so TypeScript leaves it alone.
const SCRIPT = '../../scripts/check-sphere-budget.mjs'
const load = () => import(/* @vite-ignore */ SCRIPT) as Promise<BudgetScript>

/** A fake build: the page entry, the lazy sphere chunk and a chunk only the sphere imports. */
function fakeBuild(sphereBytes: number) {
  const dir = mkdtempSync(join(tmpdir(), 'sphere-budget-'))
  mkdirSync(join(dir, '.vite'))
  mkdirSync(join(dir, 'assets'))
  const files = {
    'assets/index.js': Buffer.from('console.log("page")'.repeat(2000)),
    'assets/mountSphere-x.js': randomBytes(sphereBytes),
    'assets/three-y.js': Buffer.from('three'.repeat(10)),
  }
  for (const [file, data] of Object.entries(files)) writeFileSync(join(dir, file), data)
  const manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      dynamicImports: ['src/sphere/mountSphere.tsx'],
    },
    'src/sphere/mountSphere.tsx': {
      file: 'assets/mountSphere-x.js',
      isDynamicEntry: true,
      imports: ['index.html', '_three-y.js'],
    },
    '_three-y.js': { file: 'assets/three-y.js' },
  }
  writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(manifest))
  return dir
}

const dirs: string[] = []
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

describe('check-sphere-budget', () => {
  test('counts the lazy sphere chunk and what only it imports, not the page', async () => {
    const { measureSphereChunks } = await load()
    const dir = fakeBuild(50_000)
    dirs.push(dir)
    const { chunks, totalKB } = measureSphereChunks(dir)
    expect(chunks.map((c) => c.file).sort()).toEqual([
      'assets/mountSphere-x.js',
      'assets/three-y.js',
    ])
    // Random bytes do not compress: about 50 KB.
    expect(totalKB).toBeGreaterThan(49)
    expect(totalKB).toBeLessThan(52)
  })

  test('passes within budget with a current label, fails past it naming chunk and overshoot', async () => {
    const { checkSphereBudget } = await load()
    const dir = fakeBuild(60_000)
    dirs.push(dir)
    expect(checkSphereBudget(dir, { budgetKB: 70, labelKB: 60 })).toEqual([])
    const [over] = checkSphereBudget(dir, { budgetKB: 50, labelKB: 60 })
    expect(over).toMatch(/is 60(\.\d)? KB gzip, 10(\.\d)? KB over its 50 KB budget/)
    expect(over).toContain('assets/mountSphere-x.js')
  })

  test('fails when the load button shows a stale size', async () => {
    const { checkSphereBudget } = await load()
    const dir = fakeBuild(60_000)
    dirs.push(dir)
    const [stale] = checkSphereBudget(dir, { budgetKB: 190, labelKB: 40 })
    expect(stale).toMatch(/button says 40 KB but the sphere chunk is 60(\.\d)? KB/)
  })
})
