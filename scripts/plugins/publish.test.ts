import { basename, dirname, join, resolve } from 'node:path'
import { RECORDS, recordPath, recordsDir } from '../lib/records.mjs'
import { publishOnly, recordOf } from './publish'

describe('recordOf', () => {
  test.each([
    ['.vite/manifest.json', 'manifest.json'],
    ['.vite/nginx.conf', 'nginx.conf'],
    ['importmap.json', 'importmap.json'],
    ['sw.js.map', 'maps/sw.js.map'],
    ['assets/index-Ab12.js.map', 'maps/assets/index-Ab12.js.map'],
  ])('%s is a record: %s', (file, record) => {
    expect(recordOf(file)).toBe(record)
  })

  test.each([
    'index.html',
    '_headers',
    'sw.js',
    'assets/index-Ab12.js',
    'resume.pdf',
    'manifest.webmanifest',
  ])('%s is published', (file) => {
    expect(recordOf(file)).toBeNull()
  })
})

describe('recordsDir', () => {
  test('sits beside the build folder, named after it, wherever the build goes', () => {
    for (const outDir of ['dist', 'dist/', '/tmp/renames-x/before', 'dist-x']) {
      const records = recordsDir(outDir)
      expect(dirname(records)).toBe(dirname(resolve(outDir)))
      expect(basename(records)).toBe(`${basename(outDir)}-records`)
    }
    expect(recordPath('dist', RECORDS.nginx)).toBe(
      join(process.cwd(), 'dist-records', 'nginx.conf'),
    )
  })
})

test('the plugin runs last, after the service worker is written', () => {
  const plugin = publishOnly()
  expect(plugin.apply).toBe('build')
  expect(plugin.closeBundle).toMatchObject({ order: 'post', sequential: true })
})
