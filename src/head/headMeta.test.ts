// @vitest-environment happy-dom
import { readFileSync } from 'node:fs'
import { imageSize } from 'image-size'
import { highSchool, university } from '../content/education'
import { profile } from '../content/profile'
import { SITE_SUMMARY } from '../routes'
import { profileLinks, siteUrl } from '../site.config'
import { colors } from '../theme.mjs'
import { headMeta, metaTags } from './headMeta'

/** The head as a browser reads it. */
function head(site?: string) {
  return new DOMParser().parseFromString(`<head>${headMeta(site)}</head>`, 'text/html')
}

const title = `${profile.name} · ${profile.role}`
const description = `${profile.tagline} ${SITE_SUMMARY}`
// The site's address with its folder, as the build is told it (ends with a slash).
const home = new URL(siteUrl).href.replace(/\/?$/, '/')
const image = `${home}og-image.png`

describe('headMeta', () => {
  test('is the title, canonical link, meta tags and JSON-LD only: nothing on the page', () => {
    const doc = head()
    expect(doc.title).toBe(title)
    expect(doc.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe(home)
    expect(doc.body.childNodes).toHaveLength(0)
    expect([...doc.head.childNodes].every((node) => node.nodeType === Node.ELEMENT_NODE)).toBe(true)
  })

  test('a link preview shows a large card of the profile, the size of public/og-image.png', () => {
    const { width, height } = imageSize(readFileSync('public/og-image.png'))
    const doc = head()
    const meta = (key: string) =>
      doc.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content')
    expect(meta('og:type')).toBe('profile')
    expect(meta('twitter:card')).toBe('summary_large_image')
    expect([meta('og:image:width'), meta('og:image:height')]).toEqual([
      String(width),
      String(height),
    ])
    expect(meta('theme-color')).toBe(colors.ink)
  })

  test('has each meta tag of the table once, with its content', () => {
    const doc = head()
    const tags = metaTags()
    expect(doc.querySelectorAll('meta')).toHaveLength(tags.length)
    for (const [attribute, key, content] of tags) {
      const found = doc.querySelectorAll(`meta[${attribute}="${key}"]`)
      expect(
        [...found].map((tag) => tag.getAttribute('content')),
        key,
      ).toEqual([content])
    }
  })

  // Open Graph readers look for `property`, the others for `name`. Preview crawlers ignore
  // relative addresses, so the image and the page's address are absolute.
  test('Open Graph tags are properties, the rest names', () => {
    for (const [attribute, key] of metaTags()) {
      expect(attribute, key).toBe(key.startsWith('og:') ? 'property' : 'name')
    }
  })

  test.each([
    ['the title', ['og:title', 'twitter:title'], title],
    ['the description', ['description', 'og:description', 'twitter:description'], description],
    ['the absolute image address', ['og:image', 'twitter:image'], image],
    ['the absolute page address', ['og:url'], home],
    ['the name and role', ['og:image:alt'], `${profile.name}, ${profile.role}`],
    ['the name', ['og:site_name'], profile.name],
  ])('%s is said by %j, and by no other tag', (_, keys, content) => {
    const saying = metaTags()
      .filter(([, , value]) => value === content)
      .map(([, key]) => key)
    expect(saying).toEqual(keys)
  })

  test('has JSON-LD for the person at the site address, linking only the https profiles', () => {
    const json = head().querySelector('script[type="application/ld+json"]')?.textContent ?? ''
    const person = JSON.parse(json)
    expect(person).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: profile.name,
      url: home,
      jobTitle: profile.role,
      affiliation: { '@type': 'CollegeOrUniversity', name: university.school },
      alumniOf: { '@type': 'HighSchool', name: highSchool.school },
    })
    const https = profileLinks.map((l) => l.href).filter((href) => href.startsWith('https:'))
    expect(https.length).toBeGreaterThan(0)
    expect(person.sameAs).toEqual(https)
    expect(json).not.toContain('mailto:')
  })
})

test('a site in a sub-folder keeps its folder in every address', () => {
  const doc = head('https://name.github.io/portfolio')
  const meta = (key: string) =>
    doc.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content')
  const person = JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.textContent!)
  expect(meta('og:image')).toBe('https://name.github.io/portfolio/og-image.png')
  expect(meta('twitter:image')).toBe('https://name.github.io/portfolio/og-image.png')
  expect(meta('og:url')).toBe('https://name.github.io/portfolio/')
  expect(doc.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe(
    'https://name.github.io/portfolio/',
  )
  expect(person.url).toBe('https://name.github.io/portfolio/')
})

test('VITE_SITE_URL at build time sets the site address', async () => {
  vi.stubEnv('VITE_SITE_URL', 'https://avery.example.dev/cv/')
  vi.resetModules()
  const config = await import('../site.config')
  expect(config.siteUrl).toBe('https://avery.example.dev/cv/')
  vi.unstubAllEnvs()
})
