import { highSchool, university } from '../content/education'
import { profile } from '../content/profile'
import { HOME_TITLE } from '../routes'
import { profileLinks } from '../site.config'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** Title, description, social cards and JSON-LD for index.html, from the content files. */
export function headMeta(): string {
  const title = HOME_TITLE
  const description = `${profile.tagline} Projects, experience, courses and contact.`
  const person = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: profile.name,
    jobTitle: profile.role,
    affiliation: { '@type': 'CollegeOrUniversity', name: university.school },
    alumniOf: { '@type': 'HighSchool', name: highSchool.school },
    sameAs: profileLinks.filter((l) => l.href.startsWith('https:')).map((l) => l.href),
  }
  const tags: [string, string, string][] = [
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
  ]
  return [
    `<title>${escapeHtml(title)}</title>`,
    ...tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`),
    // JSON in a script element: "<" is escaped so no text can close the element.
    `<script type="application/ld+json">${JSON.stringify(person).replace(/</g, '\\u003c')}</script>`,
  ].join('')
}
