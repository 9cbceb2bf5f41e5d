import type { Rolldown } from 'vite'
import {
  deferIcons,
  dropInlinedCss,
  inlineStyles,
  MARKERS,
  type Marker,
  replaceMarker,
  snapshotFile,
  snapshotName,
  takeEntry,
} from './prerender'

// What Vite writes into the built index.html's head for the app's entry.
const VITE_HEAD =
  '<head><script type="importmap">{"imports":{}}</script>\n' +
  '    <script type="module" crossorigin src="./assets/index-A1.js"></script>\n' +
  '    <link rel="modulepreload" crossorigin href="./assets/hooks-B2.js">\n' +
  '    <link rel="modulepreload" crossorigin href="./assets/timers-C3.js">\n' +
  '    <style>p{}</style></head>'

describe('takeEntry', () => {
  test("takes the entry's module script and modulepreloads out, and says what they were", () => {
    const taken = takeEntry(VITE_HEAD)
    expect(taken.entry).toBe('./assets/index-A1.js')
    expect(taken.preloads).toEqual(['./assets/hooks-B2.js', './assets/timers-C3.js'])
    expect(taken.html).toBe(
      '<head><script type="importmap">{"imports":{}}</script>\n    <style>p{}</style></head>',
    )
  })

  test('stops the build, naming what it missed, when the page has no entry script', () => {
    expect(() => takeEntry('<head><style>p{}</style></head>')).toThrow(
      "prerender: index.html has no module script for the app's entry",
    )
  })
})

test('deferIcons names the sprite in data-href, in every icon and nothing else', () => {
  const html =
    '<a href="#/">Home</a><svg><use href="icons.svg#a"></use></svg><svg><use href="icons.svg#b"></use></svg>'
  expect(deferIcons(html)).toBe(
    '<a href="#/">Home</a><svg><use data-href="icons.svg#a"></use></svg><svg><use data-href="icons.svg#b"></use></svg>',
  )
})

describe('snapshots', () => {
  test.each([
    ['/projects', 'route-projects'],
    ['/work-experience', 'route-work-experience'],
    ['/a/b', 'route-a-b'],
  ])('%s is named %s', (path, name) => {
    expect(snapshotName(path)).toBe(name)
  })

  test("a snapshot's file is hashed from its HTML, under assets/", () => {
    const file = snapshotFile('/projects', '<main>a</main>')
    expect(file).toMatch(/^assets\/route-projects-[\w-]{10}\.html$/)
    expect(snapshotFile('/projects', '<main>a</main>')).toBe(file)
    expect(snapshotFile('/projects', '<main>b</main>')).not.toBe(file)
  })
})

const PAGE = `<!doctype html><html><head><meta charset="UTF-8" />
<title>Portfolio</title>
<!-- head-meta: filled at build time -->
<link rel="stylesheet" crossorigin href="./assets/index-abc.css">
</head><body><div id="root"></div></body></html>`

describe('replaceMarker', () => {
  test.each(Object.keys(MARKERS) as Marker[])('fills the %s marker once', (marker) => {
    const filled = replaceMarker(PAGE, marker, () => '<!--filled-->')
    expect(filled.split('<!--filled-->')).toHaveLength(2)
  })

  test.each(Object.keys(MARKERS) as Marker[])('stops the build when %s is missing', (marker) => {
    const pattern = MARKERS[marker]
    const without = PAGE.replace(pattern, '')
    expect(() => replaceMarker(without, marker, () => 'x')).toThrow(
      new RegExp(`index\\.html has no ${marker} marker`),
    )
  })

  test('inserts the replacement literally ($ patterns stay as typed)', () => {
    expect(replaceMarker(PAGE, 'root', () => '<p>$&$1</p>')).toContain('<p>$&$1</p>')
  })
})

describe('inlineStyles', () => {
  test('puts the CSS in place of the link and names the file it inlined', () => {
    const { html, files } = inlineStyles(PAGE, (file) => `/* ${file} */b{}`)
    expect(files).toEqual(['assets/index-abc.css'])
    expect(html).toContain('<style>/* assets/index-abc.css */b{}</style>')
    expect(html).not.toContain('<link rel="stylesheet"')
  })

  test('a page without a stylesheet stops the build', () => {
    const without = PAGE.replace(/<link rel="stylesheet"[^>]*>/, '')
    expect(() => inlineStyles(without, () => '')).toThrow(/links no stylesheet/)
  })
})

describe('dropInlinedCss', () => {
  const chunk = (fileName: string, code: string, css: string[] = []) =>
    ({ type: 'chunk', fileName, code, viteMetadata: { importedCss: new Set(css) } }) as never

  function bundle(lazyCode = 'export default 1') {
    return {
      'assets/index.js': chunk('assets/index.js', 'import "./x.js"', ['assets/index.css']),
      'assets/Projects.js': chunk('assets/Projects.js', lazyCode),
      'assets/index.css': { type: 'asset', fileName: 'assets/index.css', source: 'b{}' },
      '.vite/manifest.json': {
        type: 'asset',
        fileName: '.vite/manifest.json',
        source: JSON.stringify({
          'index.html': { file: 'assets/index.js', css: ['assets/index.css'] },
        }),
      },
    } as unknown as Rolldown.OutputBundle
  }

  test('the inlined stylesheet leaves the build and the manifest', () => {
    const built = bundle()
    expect(dropInlinedCss(built, ['assets/index.css'])).toEqual(['assets/index.css'])
    expect(built['assets/index.css']).toBeUndefined()
    const manifest = JSON.parse(String((built['.vite/manifest.json'] as { source: string }).source))
    expect(manifest['index.html'].css).toBeUndefined()
    const entry = built['assets/index.js'] as Rolldown.OutputChunk
    expect([...(entry.viteMetadata?.importedCss ?? [])]).toEqual([])
  })

  test('a stylesheet that lazy code still loads by name stays', () => {
    const built = bundle('__vitePreload(() => import("./P.js"), ["assets/index.css"])')
    expect(dropInlinedCss(built, ['assets/index.css'])).toEqual([])
    expect(built['assets/index.css']).toBeDefined()
  })
})
