import type { Rolldown } from 'vite'
import { dropInlinedCss } from './prerender-css'

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
