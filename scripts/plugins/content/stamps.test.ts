import { allContent } from '../../../src/content/all'
import { readStamps, stampSources } from '../../lib/sources.mjs'
import { stampProblems } from './stamps'

const stamp = (source: string) => `#${source}`
const there = () => true

test('files made from the content as it is: no problem', () => {
  const recorded = { 'public/a.pdf': '#A', 'public/b.png': '#B' }
  const sources = { 'public/a.pdf': () => 'A', 'public/b.png': () => 'B' }
  expect(stampProblems(recorded, sources, stamp, there)).toEqual([])
})

test('a file whose content changed names the command that makes it again', () => {
  const recorded = { 'public/resume.pdf': '#old', 'public/og-image.png': '#B' }
  const sources = { 'public/resume.pdf': () => 'new', 'public/og-image.png': () => 'B' }
  expect(stampProblems(recorded, sources, stamp, there)).toEqual([
    'public/resume.pdf is out of date with the content: run `npm run assets`',
  ])
})

test('every file the stamps list is checked, whatever it is', () => {
  const recorded = { 'public/icons/icon-192.png': '#old' }
  const sources = { 'public/icons/icon-192.png': () => 'AB' }
  expect(stampProblems(recorded, sources, stamp, there)).toEqual([
    'public/icons/icon-192.png is out of date with the content: run `npm run assets`',
  ])
})

test('a listed file that is gone, or whose source is unknown', () => {
  const recorded = { 'public/a.pdf': '#A', 'public/b.png': '#B' }
  const exists = (path: string) => path !== 'public/a.pdf'
  expect(stampProblems(recorded, {}, stamp, exists)).toEqual([
    'public/a.pdf is missing: run `npm run assets`',
    'scripts/assets/stamps.json: no source is known for public/b.png: add one to scripts/lib/sources.mjs',
  ])
})

test('content the generator refuses gives its own message on one line', () => {
  const sources = {
    'public/og-image.png': () => {
      throw new Error('og-image: src/site.config.ts has no GitHub link')
    },
  }
  expect(stampProblems({ 'public/og-image.png': '#x' }, sources, stamp, there)).toEqual([
    'public/og-image.png cannot be made from the content: og-image: src/site.config.ts has no GitHub link',
  ])
})

test('every stamped file of the repository has a source', () => {
  expect(Object.keys(stampSources(allContent)).sort()).toEqual(Object.keys(readStamps()).sort())
})
