// @vitest-environment jsdom
import { highSchool, university } from '../content/education'
import { profile } from '../content/profile'
import { SITE_SUMMARY } from '../routes'
import { profileLinks, siteUrl } from '../site.config'
import { headMeta } from './headMeta'

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
  })

  // Open Graph readers look for `property`, the others for `name`. Preview crawlers ignore
  // relative addresses, so the image and the page's address are absolute.
  test.each([
    ['name', 'description', description],
    ['property', 'og:type', 'profile'],
    ['property', 'og:site_name', profile.name],
    ['property', 'og:url', home],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:image', image],
    ['property', 'og:image:width', '1200'],
    ['property', 'og:image:height', '630'],
    ['property', 'og:image:alt', `${profile.name}, ${profile.role}`],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', image],
  ])('<meta %s="%s"> says %j', (attribute, key, content) => {
    const tags = head().querySelectorAll(`meta[${attribute}="${key}"]`)
    expect([...tags].map((tag) => tag.getAttribute('content'))).toEqual([content])
  })

  test('has JSON-LD for the person at the site address, linking only the https profiles', () => {
    const json = head().querySelector('script[type="application/ld+json"]')?.textContent ?? ''
    expect(JSON.parse(json)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: profile.name,
      jobTitle: profile.role,
      url: home,
      affiliation: { '@type': 'CollegeOrUniversity', name: university.school },
      alumniOf: { '@type': 'HighSchool', name: highSchool.school },
      sameAs: profileLinks.filter((l) => l.href.startsWith('https:')).map((l) => l.href),
    })
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
