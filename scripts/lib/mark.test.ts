import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { allContent } from '../../src/content/all'
import * as profile from '../../src/content/profile'
import * as skills from '../../src/content/skills'
import type { Profile } from '../../src/content/types'
import * as site from '../../src/site.config'
import { ContentError } from './errors.mjs'
import { ICONS, initialsOf, markOf, markSvg } from './mark.mjs'
import { ogImageText } from './og-text.mjs'
import { stampSources } from './sources.mjs'

const owner: Profile = profile.profile
const fit = { fontSize: 30, x: 32, y: 40 }

describe('the initials', () => {
  test.each([
    ['Avery Quinn', 'AQ'],
    ['Mary Jane Watson', 'MW'],
    ['  jean-luc   picard ', 'JP'],
    ['Zoë', 'Z'],
    ['Émile Zola', 'ÉZ'],
  ])('of %j without initials given are %j', (name, initials) => {
    expect(initialsOf({ name })).toBe(initials)
  })

  test('given in the profile win over the name, as written', () => {
    expect(initialsOf({ name: 'Avery Quinn', initials: 'aQ' })).toBe('aQ')
  })

  test.each(['', 'ABCD'])('%j stops with one line naming profile.ts and the fix', (initials) => {
    const run = () => initialsOf({ name: 'Avery Quinn', initials })
    expect(run).toThrow(ContentError)
    expect(run).toThrow(/^src\/content\/profile.ts: profile.initials ".*" has \d letters; set/)
  })
})

describe('the mark', () => {
  const root = mkdtempSync(join(tmpdir(), 'mark-'))
  const png = Buffer.from('89504e470d0a1a0a', 'hex')
  writeFileSync(join(root, 'me.png'), png)

  test('without an image is the initials as text, titled with them', () => {
    const svg = markSvg(markOf(owner), fit)
    const initials = initialsOf(owner)
    expect(svg).toContain(`<title>${initials}</title>`)
    expect(svg).toMatch(new RegExp(`<text [^>]*font-size="30"[^>]*>${initials}</text>`))
    expect(svg).not.toContain('<image')
    expect(svg).not.toContain('<path')
  })

  test('escapes initials that are markup', () => {
    expect(markSvg({ initials: '<&', image: null }, fit)).toContain('>&lt;&amp;</text>')
  })

  test('with an image embeds that file, fingerprinted so its stamp follows it', () => {
    const mark = markOf({ name: 'A B', image: 'me.png' }, root)
    expect(mark.image).toEqual({
      path: 'me.png',
      type: 'image/png',
      sha256: createHash('sha256').update(png).digest('hex'),
    })
    const svg = markSvg(mark, fit, {}, root)
    expect(svg).toContain(`href="data:image/png;base64,${png.toString('base64')}"`)
    expect(svg).not.toContain('<text')
  })

  test('with an image under public/, found from there too', () => {
    const publicRoot = mkdtempSync(join(tmpdir(), 'mark-'))
    mkdirSync(join(publicRoot, 'public'))
    writeFileSync(join(publicRoot, 'public', 'me.png'), png)
    expect(markOf({ name: 'A B', image: 'me.png' }, publicRoot).image?.path).toBe('public/me.png')
    expect(markOf({ name: 'A B', image: 'public/me.png' }, publicRoot).image?.path).toBe(
      'public/me.png',
    )
  })

  test.each([
    ['gone.png', /profile.image "gone.png" does not exist; put the picture there/],
    ['me.gif', /profile.image "me.gif" is not a PNG, JPEG, WebP or SVG file/],
  ])('image %j stops with one line naming profile.ts', (image, reason) => {
    const run = () => markOf({ name: 'A B', image }, root)
    expect(run).toThrow(ContentError)
    expect(run).toThrow(reason)
    expect(run).toThrow(/^src\/content\/profile.ts: /)
  })

  test('is part of what the link picture shows (its stamp follows the initials)', () => {
    const content = { ...profile, ...site, ...skills }
    const text = (p: Profile) => ogImageText({ ...content, profile: p })
    expect(text(owner).mark).toEqual(markOf(owner))
    expect(text({ ...owner, initials: 'XY' }).mark.initials).toBe('XY')
  })
})

describe('the stamp of the icons', () => {
  const stampsOf = (p: Profile) => {
    const sources = stampSources({ ...allContent, profile: p })
    return ICONS.map(([name]) => sources[`public/${name}`]!())
  }
  const today = stampsOf(owner)

  test('is one source for every icon, and changes with the initials or the image', () => {
    expect(new Set(today).size).toBe(1)
    expect(stampsOf({ ...owner, initials: 'XY' })).not.toEqual(today)
    expect(stampsOf({ ...owner, image: 'public/og-image.png' })).not.toEqual(today)
  })

  test('does not change with words the icons do not show', () => {
    expect(stampsOf({ ...owner, tagline: `${owner.tagline} More.` })).toEqual(today)
  })
})
