// @vitest-environment node
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { patchTreemap } from './html.mjs'

type Chunk = import('./budgets.mjs').Chunk

// The page the visualizer writes: its treemap code inlined, then the data.
const require = createRequire(import.meta.url)
const treemapCode = readFileSync(
  require.resolve('rollup-plugin-visualizer/dist/lib/treemap.js'),
  'utf8',
)
const data = {
  version: 2,
  tree: { name: 'root', children: [] },
  nodeParts: {
    a: { renderedLength: 900, gzipLength: 400, brotliLength: 350, metaUid: 'm1' },
    b: { renderedLength: 900, gzipLength: 400, brotliLength: 350, metaUid: 'm2' },
  },
  nodeMetas: {
    m1: {
      id: '/src/a.ts',
      moduleParts: { 'assets/index-A.js': 'a' },
      imported: [],
      importedBy: [],
    },
    m2: {
      id: '/src/b.ts',
      moduleParts: { 'assets/index-A.js': 'b' },
      imported: [],
      importedBy: [],
    },
  },
  options: { gzip: true, brotli: true, sourcemap: false },
}
const page = `<!DOCTYPE html>\n<html>\n<head><title>t</title></head>\n<body>\n  <main></main>\n  <script>\n${treemapCode}\n  </script>\n  <script>\n    const data = ${JSON.stringify(data)};\n\n  </script>\n</body>\n</html>\n`
const chunk = (gzip: number): Chunk => ({
  file: 'assets/index-A.js',
  kind: 'entry',
  raw: 1800,
  gzip,
  brotli: 0,
})

describe('the treemap page', () => {
  it('says on the page, not only in its title, when its numbers do not add up to the file', () => {
    const { html, note } = patchTreemap(page, [chunk(600)])
    expect(note).toContain(
      'the modules of assets/index-A.js add up to 0.80 KB, the file is 0.60 KB gzip',
    )
    const body = html.slice(html.indexOf('<body>'))
    expect(body).toMatch(
      /<p id="sizes-note" role="note"[^>]*>These gzip sizes are each module gzipped on its own/,
    )
  })

  it('opens on gzip sizes, and says nothing when they add up', () => {
    const { html, note } = patchTreemap(page, [chunk(800)])
    expect(html).toContain('availableSizeProperties.includes("gzipLength") ? "gzipLength"')
    expect(note).toBeNull()
    expect(html).not.toContain('sizes-note')
  })
})

it('patches a page patched before as the visualizer’s own', () => {
  const once = patchTreemap(page, [chunk(600)]).html
  expect(patchTreemap(once, [chunk(600)]).html).toBe(once)
})
