// The résumé as one HTML document, built from the site's content modules alone: which
// projects it shows and in what order come from `resume` in src/content/projects.ts, and
// every other line from the profile, the links, education, experience and skills. It flows
// onto as many Letter pages as it needs (scripts/assets/resume.mjs prints it).
import { colors } from '../../../src/theme.mjs'
import { ContentError } from '../errors.mjs'

/** @typedef {import('../content.mjs').Content} Content */
/** @typedef {import('../content.mjs').Project} Project */
/** @typedef {import('../content.mjs').Education} Education */
/** @typedef {Pick<Content, 'profile' | 'profileLinks' | 'educationHeadings' | 'university'
 *   | 'highSchool' | 'experience' | 'projects' | 'skillGroups'>} ResumeContent */

/** How many projects the résumé shows when none has a `resume` position: the newest. */
export const DEFAULT_PROJECTS = 6

/** @param {unknown} s */
const esc = (s) =>
  String(s)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
/** @param {string} href */
const bare = (href) => href.replace(/^mailto:|^https?:\/\/(www\.)?/, '')
/** @param {readonly string[]} items */
const list = (items) =>
  `<ul class="bullets">${items.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`

/** Placeholder bullets (such as "TBD") are left out of the printed page. */
/** @param {readonly string[]} bullets */
const realBullets = (bullets) => bullets.filter((b) => !/^(tbd|todo)$/i.test(b.trim()))

/**
 * An entry the page never splits; `name` says where it comes from, for the message that
 * asks the owner to shorten a résumé limited to fewer pages than it needs.
 * @param {string} name
 * @param {string} heading the entry's heading (an <h3>: one outline item in the PDF)
 * @param {string} date
 * @param {string} body
 */
const entry = (name, heading, date, body) =>
  `<div class="entry" data-entry="${esc(name)}"><div class="line"><h3>${heading}</h3><span class="date">${esc(date)}</span></div>
${body}</div>`

/**
 * The projects on the résumé, in order: those with a `resume` position, else the newest.
 * @param {readonly Project[]} projects
 * @returns {Project[]}
 */
export function resumeProjects(projects) {
  const placed = projects.filter((p) => p.resume !== undefined)
  if (placed.length === 0) {
    // Newest year first; within a year the content's own order (newest first by convention).
    return [...projects].sort((a, b) => b.year - a.year).slice(0, DEFAULT_PROJECTS)
  }
  const seen = new Map()
  for (const p of placed) {
    const at = /** @type {number} */ (p.resume)
    if (!Number.isInteger(at) || at < 1) {
      throw new ContentError(
        `src/content/projects.ts: project "${p.slug}" has resume: ${at}; use a whole number from 1 (its place on the résumé) or remove it`,
      )
    }
    if (seen.has(at)) {
      throw new ContentError(
        `src/content/projects.ts: projects "${seen.get(at)}" and "${p.slug}" both have resume: ${at}; give each its own place`,
      )
    }
    seen.set(at, p.slug)
  }
  return placed.sort((a, b) => /** @type {number} */ (a.resume) - /** @type {number} */ (b.resume))
}

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
 * A school: the degree, then its courses, and its facts and awards, each on a line if any.
 * @param {Education} school
 * @param {Content['educationHeadings']} headings
 */
function school(school, headings) {
  const lines = []
  if (school.courses?.length) lines.push(`${headings.courses}: ${school.courses.join(', ')}`)
  const notes = [
    ...(school.facts ?? []).map((f) => `${f.label} ${f.value}`),
    ...(school.awards ?? []),
  ]
  if (notes.length) lines.push(notes.join(' · '))
  return entry(
    `src/content/education.ts: school "${school.school}"`,
    `<span class="title">${esc(school.degree)}</span>, <span class="org">${esc(school.school)}, ${esc(school.location)}</span>`,
    school.dates,
    lines.map((l) => `<div class="muted">${esc(l)}</div>`).join(''),
  )
}

/** @param {Content['experience']} jobs */
function experience(jobs) {
  const entries = jobs
    .filter((job) => job.resume !== false)
    .map((job) => {
      const bullets = realBullets(job.bullets)
      const tags = job.tags.length ? `<div class="tags">${esc(job.tags.join(' · '))}</div>` : ''
      return entry(
        `src/content/experience.ts: job "${job.title}"`,
        `<span class="title">${esc(job.title)}</span>, <span class="org">${esc(job.organisation)}</span>`,
        job.dates,
        `${bullets.length ? list(bullets) : ''}${tags}`,
      )
    })
  return entries.length ? `<h2>Experience</h2>${entries.join('')}` : ''
}

/** @param {readonly Project[]} selected */
function projects(selected) {
  const cards = selected.map((p) =>
    entry(
      `src/content/projects.ts: project "${p.slug}"`,
      `<a class="title" href="${esc(p.link)}">${esc(p.title)}</a>`,
      `${p.period.split(' - ').at(-1)} ${p.year}`,
      `<div class="tags">${esc(p.tags.join(' · '))}</div><p>${esc(p.description)}</p>`,
    ),
  )
  return cards.length
    ? `<h2>Selected projects</h2><div class="projects">${cards.join('')}</div>`
    : ''
}

/**
 * @param {Content['skillGroups']} groups
 * @param {readonly string[]} activities
 */
function skills(groups, activities) {
  const rows = groups.map(
    (g) => `<dt>${esc(g.name)}</dt><dd>${esc(g.skills.map((s) => s.name).join(', '))}</dd>`,
  )
  if (activities.length) rows.push(`<dt>Activities</dt><dd>${esc(activities.join(', '))}</dd>`)
  const title = activities.length ? 'Skills and activities' : 'Skills'
  return rows.length
    ? `<div class="keep" data-entry="src/content/skills.ts: the skill groups"><h2>${title}</h2><dl class="skills">${rows.join('')}</dl></div>`
    : ''
}

/**
 * The résumé's HTML from the site's content: what scripts/assets/resume.mjs prints, and what
 * the unit test of its stamp recomputes.
 * @param {ResumeContent} content
 */
export function resumeDocument(content) {
  const { profile, educationHeadings: headings, university, highSchool } = content
  const schools = [university, highSchool]
  const activities = schools.flatMap((s) => s.activities ?? [])
  const body = [
    header(profile, content.profileLinks),
    `<h2>${esc(headings.title)}</h2>`,
    ...schools.map((s) => school(s, headings)),
    experience(content.experience),
    projects(resumeProjects(content.projects)),
    skills(content.skillGroups, activities),
  ]
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>${esc(profile.name)}: résumé</title><style>${RESUME_CSS}</style></head>
<body><div class="bar"></div><main class="page">${body.join('')}</main></body></html>`
}

// Print styles of the résumé: Letter pages, a teal accent that stays legible on paper. The
// content flows onto a second page when it needs one; no entry is split between two pages.
const RESUME_CSS = `
@page { size: Letter; margin: 0 }
* { box-sizing: border-box }
html, body { margin: 0; padding: 0; background: #fff }
/* A word longer than its column (a pasted link) breaks anywhere instead of leaving the page. */
body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 9.6pt; line-height: 1.36;
  color: #1e293b; -webkit-print-color-adjust: exact; print-color-adjust: exact;
  overflow-wrap: anywhere }
/* The bottom margin is what the first one-page résumé left below its last line. */
.page { width: 8.5in; padding: 0.5in 0.6in 0.22in; box-decoration-break: clone }
.bar { position: fixed; left: 0; top: 0; right: 0; height: 0.16in;
  background: linear-gradient(90deg, #0d9488, ${colors.accent}) }
a { color: inherit; text-decoration: none }
header { display: flex; justify-content: space-between; align-items: flex-end;
  padding-bottom: 8pt; border-bottom: 1.5pt solid #0d9488 }
h1 { font-size: 25pt; line-height: 1; margin: 0 0 4pt; color: #0f172a; letter-spacing: -0.3pt }
.role { font-size: 11pt; color: #0f766e; font-weight: 700; margin: 0 }
.contact { list-style: none; margin: 0; padding: 0; text-align: right; font-size: 8.8pt; color: #334155 }
.contact li { line-height: 1.45 }
.contact b { color: #0f766e; font-weight: 700; margin-right: 4pt }
.summary { margin: 8pt 0 0; color: #334155 }
h2 { font-size: 9.5pt; text-transform: uppercase; letter-spacing: 1.3pt; color: #0f766e;
  margin: 11pt 0 5pt; padding-bottom: 2pt; border-bottom: 0.6pt solid #cbd5e1; break-after: avoid }
h3 { font: inherit; margin: 0 }
.entry { margin: 0 0 6pt; break-inside: avoid }
.keep { break-inside: avoid }
.line { display: flex; justify-content: space-between; gap: 12pt }
.title { font-weight: 700; color: #0f172a }
.org { color: #334155 }
.date { color: #475569; white-space: nowrap; font-size: 8.8pt }
ul.bullets { margin: 2pt 0 0; padding-left: 12pt }
ul.bullets li { margin: 0 0 1pt }
ul.bullets li::marker { color: #0d9488 }
.tags { color: #0f766e; font-size: 8.4pt }
.muted { color: #475569 }
.projects { display: grid; grid-template-columns: 1fr 1fr; column-gap: 16pt; row-gap: 6pt }
.projects .entry { margin: 0 }
.projects p { margin: 1pt 0 0; font-size: 9pt; color: #334155 }
.skills { display: grid; grid-template-columns: auto 1fr; column-gap: 10pt; row-gap: 2pt; margin: 0 }
.skills dt { font-weight: 700; color: #0f172a }
.skills dd { margin: 0 }
`
