import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { RECORDS, recordPath, recordsDir } from '../lib/records.mjs'
import { evaluate } from './budgets.mjs'
import { measureBuild, sizes } from './measure.mjs'
import { journeys } from './report.mjs'

const HTML = `<!doctype html><html><head>
<script type="module" src="./assets/index.js"></script>
<script src="./registerSW.js"></script>
<link rel="stylesheet" href="./assets/index.css">
<link rel="stylesheet" href="./assets/late.css" media="print" onload="this.media='all'">
<style>.inlined{color:green}</style>
</head><body><div id="root"></div></body></html>`

/** A small build folder and its records: manifest, page, entry, one route, one game and a service worker. */
function fakeBuild() {
  const dir = mkdtempSync(join(tmpdir(), 'bundle-stats-'))
  mkdirSync(recordsDir(dir))
  mkdirSync(join(dir, 'assets'))
  mkdirSync(join(dir, 'workbox'))
  const files: Record<string, string> = {
    'index.html': HTML,
    'assets/index.js': 'export const app = "entry";'.repeat(400),
    'assets/index.css': 'body{color:red}'.repeat(100),
    'assets/late.css': '.x{color:blue}',
    'assets/Projects.js': 'export const projects = 1',
    'assets/route-projects-x.html': '<main><h1>Projects</h1></main>',
    'assets/View-abc.js': 'export const game = 2',
    'assets/index.js.map': '{"version":3}',
    'registerSW.js': 'navigator.serviceWorker.register("sw.js")',
    'sw.js': 'self.addEventListener("fetch", () => {})',
    'workbox/workbox-1.js': 'self.workbox = {}',
    [recordPath(dir, RECORDS.manifest)]: JSON.stringify({
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        css: ['assets/index.css', 'assets/late.css'],
      },
      'src/pages/Projects.tsx': {
        file: 'assets/Projects.js',
        src: 'src/pages/Projects.tsx',
        isDynamicEntry: true,
        imports: ['index.html'],
      },
      'src/games/g2048/View.tsx': {
        file: 'assets/View-abc.js',
        src: 'src/games/g2048/View.tsx',
        isDynamicEntry: true,
      },
    }),
    [recordPath(dir, RECORDS.snapshots)]: JSON.stringify({
      'src/pages/Projects.tsx': 'assets/route-projects-x.html',
    }),
    [recordPath(dir, RECORDS.runtimes)]: JSON.stringify({
      'assets/index.js': ['preact'],
      'assets/Projects.js': [],
      'assets/View-abc.js': ['react', 'three'],
    }),
  }
  for (const [file, text] of Object.entries(files)) writeFileSync(resolve(dir, file), text)
  return dir
}

let dir: string
beforeAll(() => {
  dir = fakeBuild()
})
afterAll(() => {
  rmSync(dir, { recursive: true, force: true })
  rmSync(recordsDir(dir), { recursive: true, force: true })
})

describe('measureBuild', () => {
  test('measures the page and every JS and CSS file, classified', () => {
    const kinds = Object.fromEntries(measureBuild(dir).map((c) => [c.file, c.kind]))
    expect(kinds).toEqual({
      'index.html': 'html',
      'index.html <style>': 'html',
      'index.html #root': 'html',
      'index.html other': 'html',
      'assets/index.js': 'entry',
      'assets/index.css': 'entry',
      'assets/late.css': 'entry',
      'assets/Projects.js': 'route',
      'assets/route-projects-x.html': 'route',
      'assets/View-abc.js': 'game',
      'registerSW.js': 'entry',
      'sw.js': 'shared',
      'workbox/workbox-1.js': 'shared',
    })
  })

  test("a route's snapshot counts with its route: in a budget of its own, and on a deep link", () => {
    const chunks = measureBuild(dir)
    const snapshot = chunks.find((c) => c.file === 'assets/route-projects-x.html')
    expect(snapshot?.loaders).toEqual(['src/pages/Projects.tsx'])
    const verdicts = evaluate(chunks).verdicts
    const files = (id: string) => verdicts.filter((v) => v.budget.id === id).flatMap((v) => v.files)
    expect(files('snapshot')).toEqual(['assets/route-projects-x.html'])
    expect(files('route')).toEqual(['assets/Projects.js'])
    const deepLink = journeys(chunks).find((j) => j.id === 'deep-link')
    expect(deepLink?.files).toContain('assets/route-projects-x.html')
  })

  test('files the manifest does not name are loaded by nothing the app names', () => {
    const sw = measureBuild(dir).find((c) => c.file === 'sw.js')
    expect(sw?.loaders).toEqual([])
  })

  test('marks only the stylesheets that block the first render', () => {
    const blocking = measureBuild(dir).filter((c) => c.blocking)
    expect(blocking.map((c) => c.file)).toEqual(['assets/index.css'])
  })

  test('the CSS inlined into the page counts in all CSS, not twice in the first render', () => {
    const chunks = measureBuild(dir)
    const inline = chunks.find((c) => c.part === 'inline-css')!
    expect(inline.raw).toBe('<style>.inlined{color:green}</style>'.length)
    const verdicts = evaluate(chunks).verdicts
    const files = (id: string) => verdicts.find((v) => v.budget.id === id)!.files
    expect(files('css')).toContain('index.html <style>')
    expect(files('first-render')).toEqual(['index.html', 'assets/index.css'])
  })

  test('sizes are the raw, gzip -9 (not the default level) and brotli byte counts', () => {
    const entry = measureBuild(dir).find((c) => c.file === 'assets/index.js')!
    const text = 'export const app = "entry";'.repeat(400)
    expect(entry.raw).toBe(text.length)
    expect(entry.gzip).toBe(gzipSync(text, { level: 9 }).length)
    expect(entry.brotli).toBeLessThan(entry.gzip)
    // Code-like text on which level 9 beats the default level 6.
    let seed = 1
    const tokens = 'const let return function => ( ) { } a b value index'.split(' ')
    const words = Array.from({ length: 3000 }, () => {
      seed = (seed * 16807) % 2147483647
      return tokens[seed % 13]
    })
    const data = Buffer.from(words.join(' '))
    expect(sizes(data).raw).toBe(data.length)
    expect(sizes(data).gzip).toBe(gzipSync(data, { level: 9 }).length)
    expect(sizes(data).gzip).toBeLessThan(gzipSync(data).length)
  })

  test('names the runtimes each chunk carries, as the build recorded them', () => {
    const runtimes = Object.fromEntries(measureBuild(dir).map((c) => [c.file, c.runtimes]))
    expect(runtimes['assets/index.js']).toEqual(['preact'])
    expect(runtimes['assets/View-abc.js']).toEqual(['react', 'three'])
    expect(runtimes['assets/Projects.js']).toBeUndefined()
    expect(runtimes['sw.js']).toBeUndefined()
  })

  test('tells to build first when there is no manifest', () => {
    expect(() => measureBuild(join(dir, 'missing'))).toThrow(/npm run build/)
  })
})
