import { highSchool, university } from '../content/education'
import { profile } from '../content/profile'
import { HOME_TITLE, SITE_SUMMARY } from '../routes'
import { profileLinks, siteUrl } from '../site.config'
import { colors } from '../theme.mjs'
import { inlineScript, scriptJson } from './inlineScript'
import { siteAddress } from './siteAddress'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The address, title, description and social card image the head gives the Home page. */
function basics(site: string) {
  const home = siteAddress(site)
  return {
    home,
    image: new URL('og-image.png', home).href,
    title: HOME_TITLE,
    // The tagline (the content's schema requires one), then the pages the route table
    // offers (src/routes.ts).
    description: `${profile.tagline} ${SITE_SUMMARY}`,
  }
}

/**
 * The meta tags of the head, as [attribute, key, content]: Open Graph readers look for
 * `property`, the others for `name`.
 */
export function metaTags(site: string = siteUrl): [string, string, string][] {
  const { home, image, title, description } = basics(site)
  return [
    ['name', 'description', description],
    ['name', 'theme-color', colors.ink],
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
  ]
}

/**
 * Title, description, theme colour, canonical address, social cards and JSON-LD for index.html, from the
 * content files. Link preview crawlers ignore relative addresses, so every URL is absolute.
 */
export function headMeta(site: string = siteUrl): string {
  const { home, title } = basics(site)
  const person = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: profile.name,
    jobTitle: profile.role,
    url: home,
    affiliation: { '@type': 'CollegeOrUniversity', name: university.school },
    alumniOf: { '@type': 'HighSchool', name: highSchool.school },
    sameAs: profileLinks.filter((l) => l.href.startsWith('https:')).map((l) => l.href),
  }
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<link rel="canonical" href="${escapeHtml(home)}">`,
    ...metaTags(site).map(
      ([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`,
    ),
    inlineScript(scriptJson(person), "the head's JSON-LD", 'application/ld+json'),
  ].join('')
}
