import { profile } from '../content/profile'
import { siteUrl } from '../site.config'
import { headMeta } from './headMeta'

const parse = (html: string) => {
  const doc = new DOMParser().parseFromString(`<head>${html}</head>`, 'text/html')
  const meta = (key: string) =>
    doc.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content')
  const person = () =>
    JSON.parse(doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '')
  return { doc, meta, person }
}

describe('headMeta', () => {
  const { doc, meta, person } = parse(headMeta())

  test('has the title, description and social cards from the content', () => {
    expect(doc.title).toBe(`${profile.name} · ${profile.role}`)
    expect(meta('description')).toContain(profile.tagline)
    expect(meta('og:title')).toBe(doc.title)
    expect(meta('og:site_name')).toBe(profile.name)
    expect(meta('twitter:card')).toBe('summary_large_image')
  })

  test('has JSON-LD for the person', () => {
    expect(person()['@type']).toBe('Person')
    expect(person().name).toBe(profile.name)
    expect(person().sameAs.length).toBeGreaterThanOrEqual(3)
  })

  test('gives link previews absolute addresses under the site address', () => {
    const home = new URL(siteUrl).href.replace(/\/?$/, '/')
    expect(meta('og:image')).toBe(`${home}og-image.png`)
    expect(meta('twitter:image')).toBe(`${home}og-image.png`)
    expect(meta('og:url')).toBe(home)
    expect(doc.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe(home)
    expect(person().url).toBe(home)
  })
})

test('a site in a sub-folder keeps its folder in every address', () => {
  const { doc, meta, person } = parse(headMeta('https://name.github.io/portfolio'))
  expect(meta('og:image')).toBe('https://name.github.io/portfolio/og-image.png')
  expect(meta('twitter:image')).toBe('https://name.github.io/portfolio/og-image.png')
  expect(meta('og:url')).toBe('https://name.github.io/portfolio/')
  expect(doc.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe(
    'https://name.github.io/portfolio/',
  )
  expect(person().url).toBe('https://name.github.io/portfolio/')
})

test('VITE_SITE_URL at build time sets the site address', async () => {
  vi.stubEnv('VITE_SITE_URL', 'https://avery.example.dev/cv/')
  vi.resetModules()
  const config = await import('../site.config')
  expect(config.siteUrl).toBe('https://avery.example.dev/cv/')
  vi.unstubAllEnvs()
})
