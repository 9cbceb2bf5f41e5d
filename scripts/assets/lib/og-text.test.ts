import { describe, expect, test } from 'vitest'
import * as profile from '../../../src/content/profile'
import * as skills from '../../../src/content/skills'
import type { ProfileLink } from '../../../src/content/types'
import * as site from '../../../src/site.config'
import { ogImageText } from './og-text.mjs'

const content = { ...profile, ...site, ...skills }
const links: readonly ProfileLink[] = site.profileLinks

describe('the words of the link picture', () => {
  test('are the name, role and tagline, the first group’s first five skills and every skill', () => {
    const text = ogImageText(content)
    expect(text).toMatchObject({
      name: profile.profile.name,
      role: profile.profile.role,
      tagline: profile.profile.tagline,
      chips: skills.skillGroups[0]!.skills.slice(0, 5).map((s) => s.name),
      names: skills.allSkills.map((s) => s.name),
    })
  })

  test('show the GitHub address, else the first web address, else none', () => {
    const github = links.find((l) => l.label === 'GitHub')!
    expect(ogImageText(content).handle).toBe(github.href.replace('https://', ''))
    const others = links.filter((l) => l !== github)
    const web = others.find((l) => l.href.startsWith('https://'))!
    expect(ogImageText({ ...content, profileLinks: others }).handle).toBe(
      web.href.replace('https://', ''),
    )
    const mail: ProfileLink = { label: 'Email', href: 'mailto:a@b.c', icon: 'carbon:email' }
    expect(ogImageText({ ...content, profileLinks: [mail] }).handle).toBe('')
  })

  test('have no chips, not an error, when there is no skill group', () => {
    expect(ogImageText({ ...content, skillGroups: [], allSkills: [] }).chips).toEqual([])
  })
})
