import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'
import { type BuiltChunk, compareBuilds, footerEdit, renameProblems } from './renames.mjs'

/** A chunk of a made-up build: its name, its code and the modules it carries. */
const chunk = (fileName: string, code: string, ...moduleIds: string[]): BuiltChunk => ({
  fileName,
  code,
  moduleIds: moduleIds.length ? moduleIds : [`src/${fileName.replace(/-.*/, '')}.ts`],
})

/** An entry, a page that imports it, and a game that imports nothing. */
function build(entryCode: string, names: { entry: string; page: string; game: string }) {
  return [
    chunk(`assets/${names.entry}`, entryCode, 'src/main.tsx', 'src/components/Footer.tsx'),
    chunk(`assets/${names.page}`, `import{a}from"./${names.entry}";a(1)`, 'src/pages/Page.tsx'),
    chunk(`assets/${names.game}`, 'export const g=2', 'src/games/g/View.tsx'),
  ]
}

test('a file renamed only because a name it imports changed is a needless rename', () => {
  const before = build('export const a=1', {
    entry: 'index-A.js',
    page: 'Page-P1.js',
    game: 'View-G.js',
  })
  const after = build('export const a=2', {
    entry: 'index-B.js',
    page: 'Page-P2.js',
    game: 'View-G.js',
  })
  const comparison = compareBuilds(before, after)
  expect(comparison.changed).toEqual([{ before: 'assets/index-A.js', after: 'assets/index-B.js' }])
  expect(comparison.needless).toEqual([{ before: 'assets/Page-P1.js', after: 'assets/Page-P2.js' }])
  expect(comparison.kept).toEqual(['assets/View-G.js'])
  expect(renameProblems(comparison)).toEqual([
    'assets/Page-P1.js became assets/Page-P2.js although its code did not change (only names it imports did).',
  ])
})

test('builds where only the edited file is renamed have no problem', () => {
  const names = { page: 'Page-P.js', game: 'View-G.js' }
  // The page imports the entry through a name that does not change (an import map's key).
  const before = build('export const a=1', { entry: 'index-A.js', ...names }).map((c) =>
    c.fileName === 'assets/Page-P.js' ? { ...c, code: 'import{a}from"./index-KEY.js";a(1)' } : c,
  )
  const after = before.map((c) =>
    c.fileName === 'assets/index-A.js'
      ? { ...c, fileName: 'assets/index-B.js', code: 'export const a=2' }
      : c,
  )
  const comparison = compareBuilds(before, after)
  expect(comparison.changed.map((r) => r.after)).toEqual(['assets/index-B.js'])
  expect(renameProblems(comparison)).toEqual([])
})

test('a file that keeps its name while its bytes change is a problem: caches would serve the old one', () => {
  const before = build('export const a=1', {
    entry: 'index-A.js',
    page: 'Page-P.js',
    game: 'View-G.js',
  })
  const after = build('export const a=2', {
    entry: 'index-B.js',
    page: 'Page-P.js',
    game: 'View-G.js',
  })
  const comparison = compareBuilds(before, after)
  expect(comparison.stale).toEqual(['assets/Page-P.js'])
  expect(renameProblems(comparison)).toEqual([
    'assets/Page-P.js kept its name although its bytes changed: caches would serve the old one.',
  ])
})

test('a file renamed because its own code changed is no problem', () => {
  const before = [chunk('assets/View-G1.js', 'export const g=1', 'src/games/g/View.tsx')]
  const after = [chunk('assets/View-G2.js', 'export const g=2', 'src/games/g/View.tsx')]
  const comparison = compareBuilds(before, after)
  expect(comparison.changed).toHaveLength(1)
  expect(renameProblems(comparison)).toEqual([])
})

test('a module that moved to another chunk leaves files without a counterpart', () => {
  const before = [chunk('assets/a-1.js', 'x', 'src/a.ts', 'src/b.ts')]
  const after = [chunk('assets/a-1.js', 'x', 'src/a.ts'), chunk('assets/b-1.js', 'y', 'src/b.ts')]
  const comparison = compareBuilds(before, after)
  expect(comparison.unmatched).toEqual(['assets/a-1.js', 'assets/a-1.js', 'assets/b-1.js'])
  expect(renameProblems(comparison)).toHaveLength(3)
})

test('the same chunk is found in both builds whatever order its modules are listed in', () => {
  const before = [chunk('assets/a-1.js', 'x', 'src/a.ts', 'src/b.ts')]
  const after = [chunk('assets/a-1.js', 'x', 'src/b.ts', 'src/a.ts')]
  expect(compareBuilds(before, after).kept).toEqual(['assets/a-1.js'])
})

test('a name that ends another is told apart: a file importing the longer, renamed, is a needless rename', () => {
  // View-G.js ends BigView-G.js: the page imports both; only BigView's code changed.
  const inner = chunk('assets/View-G.js', 'export const v=1', 'src/games/g/View.tsx')
  const outer = (name: string, code: string) => chunk(name, code, 'src/games/big/View.tsx')
  const page = (name: string, big: string) =>
    chunk(name, `import"./${big}";import"./View-G.js"`, 'src/pages/Page.tsx')
  const before = [
    inner,
    outer('assets/BigView-G.js', 'a=1'),
    page('assets/Page-P1.js', 'BigView-G.js'),
  ]
  const after = [
    inner,
    outer('assets/BigView-H.js', 'a=2'),
    page('assets/Page-P2.js', 'BigView-H.js'),
  ]
  const comparison = compareBuilds(before, after)
  expect(comparison.changed).toEqual([
    { before: 'assets/BigView-G.js', after: 'assets/BigView-H.js' },
  ])
  expect(comparison.needless).toEqual([{ before: 'assets/Page-P1.js', after: 'assets/Page-P2.js' }])
})

/** Runs the footer edit's transform on a module's code. */
function transform(plugin: Plugin, code: string, id: string) {
  const errors: string[] = []
  const context = {
    error: (message: string) => {
      errors.push(message)
      throw new Error(message)
    },
  }
  const hook = plugin.transform as (this: typeof context, code: string, id: string) => unknown
  try {
    return { result: hook.call(context, code, id), errors }
  } catch {
    return { result: undefined, errors }
  }
}

test('the footer edit changes one line of the real footer and nothing else', () => {
  const source = readFileSync('src/components/Footer.tsx', 'utf8')
  const { result } = transform(footerEdit(), source, '/repo/src/components/Footer.tsx')
  expect(typeof result).toBe('string')
  const changed = (result as string).split('\n').filter((line, i) => line !== source.split('\n')[i])
  expect(changed).toHaveLength(1)
  expect(transform(footerEdit(), source, '/repo/src/components/Header.tsx').result).toBeNull()
})

test('the footer edit stops the build when the footer no longer has its line', () => {
  const { errors } = transform(footerEdit(), 'export {}', '/repo/src/components/Footer.tsx')
  expect(errors[0]).toMatch(/no longer has the line the rename test edits/)
})
