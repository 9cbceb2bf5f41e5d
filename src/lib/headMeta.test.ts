// @vitest-environment jsdom
import { highSchool, university } from '../content/education'
import { profile } from '../content/profile'
import { profileLinks } from '../site.config'
import { headMeta } from './headMeta'

/** The head as a browser reads it. */
function head() {
  return new DOMParser().parseFromString(`<head>${headMeta()}</head>`, 'text/html')
}

const title = `${profile.name} · ${profile.role}`
const description = `${profile.tagline} Projects, experience, courses and contact.`

describe('headMeta', () => {
  test('is the title, meta tags and JSON-LD only: nothing that would show on the page', () => {
    const doc = head()
    expect(doc.title).toBe(title)
    expect(doc.body.childNodes).toHaveLength(0)
  })

  // Open Graph readers look for `property`, the others for `name`.
  test.each([
    ['name', 'description', description],
    ['property', 'og:type', 'profile'],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:image', 'og-image.png'],
    ['property', 'og:image:width', '1200'],
    ['property', 'og:image:height', '630'],
    ['property', 'og:image:alt', `${profile.name}, ${profile.role}`],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', 'og-image.png'],
  ])('<meta %s="%s"> says %j', (attribute, key, content) => {
    const tags = head().querySelectorAll(`meta[${attribute}="${key}"]`)
    expect([...tags].map((tag) => tag.getAttribute('content'))).toEqual([content])
  })

  test('has JSON-LD for the person, linking only the https profiles', () => {
    const json = head().querySelector('script[type="application/ld+json"]')?.textContent ?? ''
    expect(JSON.parse(json)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: profile.name,
      jobTitle: profile.role,
      affiliation: { '@type': 'CollegeOrUniversity', name: university.school },
      alumniOf: { '@type': 'HighSchool', name: highSchool.school },
      sameAs: profileLinks.filter((l) => l.href.startsWith('https:')).map((l) => l.href),
    })
    expect(json).not.toContain('mailto:')
  })
})
