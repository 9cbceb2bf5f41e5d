// The résumé as one HTML page, built from the site's content modules.
import { RESUME_CSS } from './styles.mjs'

/** @typedef {import('../lib/content.mjs').Content} Content */

/** @param {unknown} s */
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
/** @param {string} href */
const bare = (href) => href.replace(/^mailto:|^https?:\/\/(www\.)?/, '')
/** @param {readonly string[]} items */
const list = (items) =>
  `<ul class="bullets">${items.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`

/** Placeholder bullets (such as "TBD") are left out of the printed page. */
/** @param {readonly string[]} bullets */
const realBullets = (bullets) => bullets.filter((b) => !/^(tbd|todo)$/i.test(b.trim()))

/**
 * @param {Content['profile']} profile
 * @param {Content['profileLinks']} links
 */
function header(profile, links) {
  const contact = links
    .map((l) => `<li><b>${esc(l.label)}</b><a href="${esc(l.href)}">${esc(bare(l.href))}</a></li>`)
    .join('')
  return `<header><div><h1>${esc(profile.name)}</h1><p class="role">${esc(profile.role)}</p></div>
<ul class="contact">${contact}</ul></header><p class="summary">${esc(profile.interests)}</p>`
}

/**
 * @param {Content['university']} university
 * @param {Content['highSchool']} highSchool
 */
function education(university, highSchool) {
  const facts = highSchool.facts.map((f) => `${f.label} ${f.value}`).join(' · ')
  return `<h2>Education</h2>
<div class="entry"><div class="line"><span><span class="title">${esc(university.degree)}</span>, <span class="org">${esc(university.school)}, ${esc(university.location)}</span></span><span class="date">${esc(university.dates)}</span></div>
<div class="muted">Relevant coursework: ${esc(university.courses.join(', '))}</div></div>
<div class="entry"><div class="line"><span><span class="title">${esc(highSchool.degree)}</span>, <span class="org">${esc(highSchool.school)}, ${esc(highSchool.location)}</span></span><span class="date">${esc(highSchool.dates)}</span></div>
<div class="muted">${esc(facts)} · ${esc(highSchool.awards.join(' · '))}</div></div>`
}

/** @param {Content['experience']} jobs */
function experience(jobs) {
  const entries = jobs.map((job) => {
    const bullets = realBullets(job.bullets)
    const tags = job.tags.length ? `<div class="tags">${esc(job.tags.join(' · '))}</div>` : ''
    return `<div class="entry"><div class="line"><span><span class="title">${esc(job.title)}</span>, <span class="org">${esc(job.organisation)}</span></span><span class="date">${esc(job.dates)}</span></div>
${bullets.length ? list(bullets) : ''}${tags}</div>`
  })
  return `<h2>Experience</h2>${entries.join('')}`
}

/** @param {readonly Content['projects'][number][]} selected */
function projects(selected) {
  const cards = selected.map(
    (
      p,
    ) => `<div class="entry"><div class="line"><a class="title" href="${esc(p.link)}">${esc(p.title)}</a><span class="date">${esc(p.period.split(' - ').at(-1))} ${p.year}</span></div>
<div class="tags">${esc(p.tags.join(' · '))}</div><p>${esc(p.description)}</p></div>`,
  )
  return `<h2>Selected projects</h2><div class="projects">${cards.join('')}</div>`
}

/**
 * @param {Content['skillGroups']} groups
 * @param {readonly string[]} activities
 */
function skills(groups, activities) {
  const rows = groups.map(
    (g) => `<dt>${esc(g.name)}</dt><dd>${esc(g.skills.map((s) => s.name).join(', '))}</dd>`,
  )
  return `<h2>Skills and activities</h2><dl class="skills">${rows.join('')}<dt>Activities</dt><dd>${esc(activities.join(', '))}</dd></dl>`
}

/**
 * Full HTML document of the résumé.
 * @param {{ profile: Content['profile'], links: Content['profileLinks'],
 *   university: Content['university'], highSchool: Content['highSchool'],
 *   jobs: Content['experience'], selected: readonly Content['projects'][number][],
 *   groups: Content['skillGroups'] }} parts
 */
export function resumeHtml({ profile, links, university, highSchool, jobs, selected, groups }) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>${esc(profile.name)}: résumé</title><style>${RESUME_CSS}</style></head>
<body><main class="page">${header(profile, links)}${education(university, highSchool)}${experience(jobs)}${projects(selected)}${skills(groups, highSchool.activities)}</main></body></html>`
}

/** The projects the résumé shows, in this order. */
export const SELECTED = [
  'neural-network-visualizer',
  'lsa-search-engine',
  'image-server',
  'kmeans-visualization',
  'ocaml-interpreter',
  'recipe-app',
]

/**
 * The résumé's HTML from the site's content: what scripts/assets/resume.mjs prints, and what
 * the unit test of its stamp recomputes.
 * @param {Pick<Content, 'profile' | 'profileLinks' | 'university' | 'highSchool' | 'experience'
 *   | 'projects' | 'skillGroups'>} content
 */
export function resumeDocument(content) {
  const selected = SELECTED.map((slug) => {
    const found = content.projects.find((p) => p.slug === slug)
    if (!found) throw new Error(`Résumé project not found: ${slug}`)
    return found
  })
  return resumeHtml({
    profile: content.profile,
    links: content.profileLinks,
    university: content.university,
    highSchool: content.highSchool,
    jobs: content.experience,
    selected,
    groups: content.skillGroups,
  })
}
