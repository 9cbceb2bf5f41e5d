// @vitest-environment jsdom
import { profile } from '../content/profile'
import { headMeta } from './headMeta'

describe('headMeta', () => {
  const html = headMeta()
  const doc = new DOMParser().parseFromString(`<head>${html}</head>`, 'text/html')
  const meta = (key: string) =>
    doc.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content')

  test('has the title, description and social cards from the content', () => {
    expect(doc.title).toBe(`${profile.name} · ${profile.role}`)
    expect(meta('description')).toContain(profile.tagline)
    expect(meta('og:title')).toBe(doc.title)
    expect(meta('og:image')).toBe('og-image.png')
    expect(meta('twitter:card')).toBe('summary_large_image')
  })

  test('has JSON-LD for the person', () => {
    const json = doc.querySelector('script[type="application/ld+json"]')?.textContent ?? ''
    const person = JSON.parse(json)
    expect(person['@type']).toBe('Person')
    expect(person.name).toBe(profile.name)
    expect(person.sameAs.length).toBeGreaterThanOrEqual(3)
  })
})
