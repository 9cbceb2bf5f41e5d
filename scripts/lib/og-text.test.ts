import { describe, expect, test } from 'vitest'
import * as profile from '../../src/content/profile'
import * as skills from '../../src/content/skills'
import type { ProfileLink } from '../../src/content/types'
import * as site from '../../src/site.config'
import { ogImageText } from './og-text.mjs'

const content = { ...profile, ...site, ...skills }

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
    // Links of their own: the shipped ones may have no GitHub (an owner's need not).
    const github: ProfileLink = { label: 'GitHub', href: 'https://github.com/j', icon: 'x:y' }
    const site: ProfileLink = { label: 'Website', href: 'https://j.example.org/', icon: 'x:y' }
    const mail: ProfileLink = { label: 'Email', href: 'mailto:a@b.c', icon: 'carbon:email' }
    const handle = (profileLinks: ProfileLink[]) => ogImageText({ ...content, profileLinks }).handle
    expect(handle([mail, site, github])).toBe('github.com/j')
    expect(handle([mail, site])).toBe('j.example.org/')
    expect(handle([mail])).toBe('')
  })

  test('have no chips, not an error, when there is no skill group', () => {
    expect(ogImageText({ ...content, skillGroups: [], allSkills: [] }).chips).toEqual([])
  })
})
