// @vitest-environment happy-dom
import { chunkPreload } from './chunkPreload'

const importer = 'https://site.example/app/assets/Home.js'
/** An import map that sends every chunk to its hashed file. */
const resolve = (url: string) => url.replace(/\.js$/, '-h4sh.js')
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link')].map((l) => [l.rel, l.href])

afterEach(() => {
  document.head.replaceChildren()
})

test('asks for what a chunk imports beside it, through the import map, then imports it', async () => {
  const preload = chunkPreload(document, resolve)
  const load = vi.fn(() => Promise.resolve('module'))
  expect(await preload(load, ['./Projects.js', './HomeLink.js'], importer)).toBe('module')
  expect(load).toHaveBeenCalledOnce()
  expect(preloads()).toEqual([
    ['modulepreload', 'https://site.example/app/assets/Projects-h4sh.js'],
    ['modulepreload', 'https://site.example/app/assets/HomeLink-h4sh.js'],
  ])
})

test('each file once, none the page already links, and never a stylesheet', async () => {
  const linked = document.createElement('link')
  linked.rel = 'modulepreload'
  linked.href = 'https://site.example/app/assets/index-h4sh.js'
  document.head.append(linked)
  const preload = chunkPreload(document, resolve)
  const load = () => Promise.resolve()
  await preload(load, ['./mount.js', './index.js', './index.css'], importer)
  await preload(load, ['./mount.js', './three.js'], importer)
  expect(preloads().map(([, href]) => href)).toEqual([
    'https://site.example/app/assets/index-h4sh.js',
    'https://site.example/app/assets/mount-h4sh.js',
    'https://site.example/app/assets/three-h4sh.js',
  ])
})

test('a failed import rejects as the import did', async () => {
  const preload = chunkPreload(document, resolve)
  const error = new Error('offline')
  await expect(preload(() => Promise.reject(error), [], importer)).rejects.toBe(error)
})
