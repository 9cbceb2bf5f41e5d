import { existsSync, readdirSync } from 'node:fs'
import * as courses from '../../../src/content/courses'
import * as education from '../../../src/content/education'
import * as experience from '../../../src/content/experience'
import * as holidays from '../../../src/content/holidays'
import * as profile from '../../../src/content/profile'
import * as projects from '../../../src/content/projects'
import * as skills from '../../../src/content/skills'
import * as site from '../../../src/site.config'
import { hasIcon, iconSets } from '../icon-sprite'
import { contentProblems, type ModuleExports } from './check'

const shipped: Record<string, ModuleExports> = {
  'src/content/profile.ts': profile,
  'src/content/education.ts': education,
  'src/content/skills.ts': skills,
  'src/content/experience.ts': experience,
  'src/content/projects.ts': projects,
  'src/content/courses.ts': courses,
  'src/content/holidays.ts': holidays,
  'src/site.config.ts': site,
}

const root = process.cwd()
const surroundings = {
  exists: (path: string) => existsSync(path),
  hasIcon: (id: string) => hasIcon(id, root),
  iconSets: iconSets(root),
}

/** The file that exports `name` (`projects` → src/content/projects.ts). */
const fileOf = (name: string) => Object.keys(shipped).find((file) => name in shipped[file]!)!

/** A value that removes its field (or export) instead of setting it. */
const gone = Symbol('removed')

/**
 * An owner's edits, by path from an export (`projects.0.title`; a number is a list's place),
 * made on a copy of the shipped content: the check's lines for it.
 */
function edited(edits: Record<string, unknown>) {
  // biome-ignore lint/suspicious/noExplicitAny: the tests break the content as freely as an owner could
  const copy: Record<string, any> = Object.fromEntries(
    Object.entries(shipped).map(([f, m]) => [f, structuredClone({ ...m })]),
  )
  for (const [path, value] of Object.entries(edits)) {
    const [name = '', ...keys] = path.split('.')
    const exports = copy[fileOf(name)]
    const holder = keys.slice(0, -1).reduce((o, k) => o[k], keys.length ? exports[name] : exports)
    const key = keys.at(-1) ?? name
    if (value === gone) delete holder[key]
    else holder[key] = value
  }
  return contentProblems(copy, surroundings)
}

/** A case's title: its edits as an owner makes them. */
const said = (edits: Record<string, unknown>) =>
  Object.entries(edits)
    .map(([path, v]) => (v === gone ? `${path} removed` : `${path} = ${JSON.stringify(v)}`))
    .join(', ')

const q = JSON.stringify
const [firstProject, secondProject] = projects.projects
const [firstJob] = experience.experience
const [firstGroup] = skills.skillGroups
const [firstCourse] = courses.courses
const [firstYear] = courses.courseYears
const project = `project ${q(firstProject?.slug)}`
const job = `job ${q(firstJob?.title)}`
const course = `course ${q(firstCourse?.code)}`
const group = `skill group ${q(firstGroup?.name)}`
const link = `profile link ${q(site.profileLinks[0]?.label)}`
const bullets = firstJob?.bullets.length
const FORM = 'FORM_ENDPOINT (or VITE_FORM_ENDPOINT)'
const notAbsolute = 'is not an absolute URL (start it with https://)'
const notWeb = 'is not a web or mail address (start it with https://)'
const noFile = (f: string) => `names no file: add public/${f}, or give an absolute https:// address`
const badSlug = (slug: string) =>
  `project ${q(slug)}: slug ${q(slug)} may hold only letters, digits, dashes and underscores (such as "weather-app"): it names the thumbnail files`
const unknownField = (field: string) =>
  `${field} is not a field of a project: remove it or correct its name (slug, title, year, period, description, tags, link, alt, resume)`

test('the shipped content passes, and the check reads every content module', () => {
  expect(contentProblems(shipped, surroundings)).toEqual([])
  expect(contentProblems({}, surroundings).sort()).toEqual(
    Object.keys(shipped)
      .sort()
      .map((file) => `${file}: the file is missing: restore it from the repository`),
  )
})

// Each broken case and the one line (or lines) the build says for it, after the file's name:
// the entry, named by its id or its place (`holiday #1`), the field and what to do.
type Case = [edits: Record<string, unknown>, lines: string | string[]]
const rejected: Case[] = [
  // A missing or empty field.
  [{ 'profile.name': '  ' }, 'profile: name is empty: fill it in'],
  [{ 'profile.year': gone }, 'profile: year is missing: add it'],
  [
    { 'university.degree': gone },
    `university ${q(education.university.school)}: degree is missing: add it`,
  ],
  [{ 'educationHeadings.title': '' }, 'educationHeadings: title is empty: fill it in'],
  [
    { 'skillGroups.0.skills.0.icon': '' },
    `${group}: skill ${q(firstGroup?.skills[0]?.name)}: icon is empty: fill it in`,
  ],
  [{ 'experience.0.bullets': [] }, `${job}: bullets is empty: add at least one`],
  // A hole in a list (two commas), and a blank item.
  [
    { [`experience.0.bullets.${bullets}`]: undefined },
    `${job}: bullets[${bullets}] is missing: add it`,
  ],
  [{ [`experience.0.bullets.${bullets}`]: '' }, `${job}: bullets[${bullets}] is empty: fill it in`],
  // A course year written as a number is said once.
  [{ 'courses.0.year': 2024 }, `${course}: year must be text, got 2024`],
  [{ 'projects.0.description': gone }, `${project}: description is missing: add it`],
  // A project whose slug is empty is named by its place.
  [{ 'projects.1.slug': '' }, 'project #2: slug is empty: fill it in'],
  [{ projects: [] }, 'projects is empty: add at least one'],
  [{ 'courses.0.title': '' }, `${course}: title is empty: fill it in`],
  [{ 'holidays.0.month': 13 }, 'holiday #1: month 13 must be a whole number from 1 to 12'],
  [{ 'profileLinks.0.label': '' }, 'profile link #1: label is empty: fill it in'],
  [{ 'resumeLink.label': gone }, 'resumeLink: label is missing: add it'],
  [{ 'resumeLink.href': '' }, 'resumeLink: href is empty: fill it in'],
  [
    { 'courseYears.0.heading': '' },
    `course year ${q(firstYear?.year)}: heading is empty: fill it in`,
  ],
  [{ projects: gone }, 'projects is no longer exported: restore it'],
  [
    { 'projects.0.year': 2024.5 },
    `${project}: year 2024.5 must be a whole number from 1900 to 2999`,
  ],
  // Links must be absolute http(s) or mailto: addresses.
  [{ 'projects.0.link': 'github.com/x' }, `${project}: link "github.com/x" ${notAbsolute}`],
  [{ 'courses.0.link': '/courses/cs-101' }, `${course}: link "/courses/cs-101" ${notAbsolute}`],
  [
    { 'profileLinks.0.href': 'me@example.com' },
    `${link}: href "me@example.com" is not an absolute URL (start it with mailto:)`,
  ],
  [
    { 'profileLinks.0.href': 'javascript:alert(1)' },
    `${link}: href "javascript:alert(1)" ${notWeb}`,
  ],
  [
    { 'resumeLink.href': 'ftp://cv.example.com/me.pdf' },
    `resumeLink: href "ftp://cv.example.com/me.pdf" ${notWeb}`,
  ],
  // A résumé file that is not in public/, named from the site's folder or its root.
  [{ 'resumeLink.href': 'cv-2025.pdf' }, `resumeLink: href "cv-2025.pdf" ${noFile('cv-2025.pdf')}`],
  [
    { 'resumeLink.href': '/cv-2025.pdf' },
    `resumeLink: href "/cv-2025.pdf" ${noFile('cv-2025.pdf')}`,
  ],
  [
    { 'resumeLink.href': '//cdn.example.com/cv.pdf' },
    `resumeLink: href "//cdn.example.com/cv.pdf" ${notAbsolute}`,
  ],
  [{ FORM_ENDPOINT: 'formspree.io/f/abc' }, `${FORM} "formspree.io/f/abc" ${notAbsolute}`],
  // A mailto: or http: form endpoint, which the page's policy would block.
  [
    { FORM_ENDPOINT: 'mailto:me@example.com' },
    `${FORM} "mailto:me@example.com" must be an https:// address of a form service (a mailto: form is blocked by the page's policy)`,
  ],
  [
    { FORM_ENDPOINT: 'http://forms.example.com/send' },
    `${FORM} "http://forms.example.com/send" must be an https:// address of a form service (a http: form is blocked by the page's policy)`,
  ],
  [{ FORM_ENDPOINT: 'https://' }, `${FORM} "https://" ${notAbsolute}`],
  [{ FORM_ENDPOINT: gone }, `${FORM} is no longer exported: restore it`],
  [
    { siteUrl: 'name.github.io/portfolio' },
    'siteUrl (VITE_SITE_URL) must be an absolute URL, got "name.github.io/portfolio"',
  ],
  [{ siteUrl: 42 }, 'siteUrl must be text, got 42'],
  [{ 'projects.0.link': 'https://' }, `${project}: link "https://" ${notAbsolute}`],
  [{ 'projects.0.link': '//example.com' }, `${project}: link "//example.com" ${notAbsolute}`],
  [{ 'projects.0.link': 'localhost:3000' }, `${project}: link "localhost:3000" ${notWeb}`],
  [{ 'projects.0.link': 'ftp://example.com' }, `${project}: link "ftp://example.com" ${notWeb}`],
  // Project slugs: one per project, and each can name a file.
  [
    { 'projects.0.slug': secondProject?.slug },
    `project ${q(secondProject?.slug)}: the slug is used by two projects: give each its own`,
  ],
  ...['My Project', 'a/b', '-lead', 'café'].map(
    (slug) => [{ 'projects.0.slug': slug }, badSlug(slug)] satisfies Case,
  ),
  [
    { 'courses.0.year': 'Senior' },
    `${course}: year "Senior" has no entry in courseYears: add { year: "Senior", heading: '…' } there`,
  ],
  [
    { 'skillGroups.0.skills.0.icon': 'simple-icons:nope' },
    `${group}: skill ${q(firstGroup?.skills[0]?.name)}: icon "simple-icons:nope" is not an icon of the installed sets (${iconSets(root).join(', ')}): find its set:name at https://icon-sets.iconify.design`,
  ],
  [
    { 'holidays.0.icon': 'no-such-set:sun' },
    `holiday #1: icon "no-such-set:sun" is not an icon of the installed sets (${iconSets(root).join(', ')}): find its set:name at https://icon-sets.iconify.design`,
  ],
  // A field of the wrong kind or value, or one the content has no use for.
  [
    { 'holidays.0.direction': 'sideways' },
    'holiday #1: direction "sideways" must be one of "down", "up"',
  ],
  [{ 'projects.0.titel': firstProject?.title }, `${project}: ${unknownField('titel')}`],
  [
    { 'projects.0.year': '2024' },
    `${project}: year "2024" must be a whole number from 1900 to 2999`,
  ],
  [{ 'profileLinks.0.label': 7 }, 'profile link #1: label must be text, got 7'],
  [{ 'experience.0.tags': 'Python' }, `${job}: tags must be a list [...]`],
  [
    { [`courseYears.${courses.courseYears.length}`]: firstYear },
    `course year ${q(firstYear?.year)}: the year is used by two course years: give each its own`,
  ],
  [
    { 'highSchool.facts': [{ label: 'GPA', value: '' }] },
    `highSchool ${q(education.highSchool.school)}: fact "GPA": value is empty: fill it in`,
  ],
  // A list that is not a list is said once, without the checks that read it.
  [{ courses: 'CS 101' }, 'courses must be a list [...]'],
  [{ projects: {} }, 'projects must be a list [...]'],
  // Slugs that are not text are not counted as repeats.
  [
    { 'projects.0.slug': 7, 'projects.1.slug': 7 },
    ['project #1: slug must be text, got 7', 'project #2: slug must be text, got 7'],
  ],
  // The icons and résumé choices are checked when given.
  [
    { 'profile.initials': 'A Q' },
    'profile: initials "A Q" must be one to three letters without spaces',
  ],
  [
    { 'profile.image': 'src/content/me.jpg' },
    'profile: image "src/content/me.jpg" is not a file: put a square picture there, or fix the path (from the repository root)',
  ],
  [{ 'profile.resumePages': 0 }, 'profile: resumePages 0 must be a whole number from 1 to 9'],
  [{ 'projects.0.resume': 1.5 }, `${project}: resume 1.5 must be a whole number from 1 to 999`],
  [{ 'experience.0.resume': 'no' }, `${job}: resume "no" must be true or false`],
  // The schema's pieces, each as an owner meets it.
  [{ 'projects.0.title': null }, `${project}: title is missing: add it`],
  [{ 'projects.0.title': ' \n' }, `${project}: title is empty: fill it in`],
  [{ 'holidays.0.month': 0 }, 'holiday #1: month 0 must be a whole number from 1 to 12'],
  [{ 'holidays.0.month': 6.5 }, 'holiday #1: month 6.5 must be a whole number from 1 to 12'],
  [{ 'holidays.0.month': '6' }, 'holiday #1: month "6" must be a whole number from 1 to 12'],
  [{ 'holidays.0.month': null }, 'holiday #1: month is missing: add it'],
  [{ 'projects.0.tags': null }, `${project}: tags is missing: add it`],
  // An entry without its id is named by its place, once per problem.
  [
    { 'projects.1.slug': ' ', 'projects.1.title': '' },
    ['project #2: slug is empty: fill it in', 'project #2: title is empty: fill it in'],
  ],
  [{ 'projects.0': null }, 'projects[0] is missing: add it'],
  [{ 'projects.0': 'text' }, 'projects[0] must be an entry { ... }'],
  [{ 'projects.0': ['a'] }, 'projects[0] must be an entry { ... }'],
  [{ 'projects.0': 3 }, 'projects[0] must be an entry { ... }'],
  // A course and a course year left null, which the check of course years reads past.
  [
    {
      [`courseYears.${courses.courseYears.length}`]: null,
      [`courses.${courses.courses.length}`]: null,
    },
    [
      `courseYears[${courses.courseYears.length}] is missing: add it`,
      `courses[${courses.courses.length}] is missing: add it`,
    ],
  ],
  // An entry inside an entry that is text (a skill written as its name).
  [{ 'skillGroups.0.skills.0': 'Git' }, `${group}: skills[0] must be an entry { ... }`],
  [{ university: 'NSU' }, 'university must be an entry { ... }'],
  // A misspelt field, or a repeated slug, beside another problem of the entry.
  [
    { 'projects.0.title': '', 'projects.0.titel': 'x' },
    [`${project}: title is empty: fill it in`, `${project}: ${unknownField('titel')}`],
  ],
  [
    { 'projects.0.slug': secondProject?.slug, 'projects.1.alt': '' },
    [
      `project ${q(secondProject?.slug)}: alt is empty: fill it in`,
      `project ${q(secondProject?.slug)}: the slug is used by two projects: give each its own`,
    ],
  ],
]
test.each(rejected.map(([edits, lines]) => ({ edit: said(edits), edits, lines })))(
  '$edit',
  ({ edits, lines }) => {
    const file = fileOf(Object.keys(edits)[0]!.split('.')[0]!)
    expect(edited(edits)).toEqual([lines].flat().map((line) => `${file}: ${line}`))
  },
)

const icon = readdirSync('public/icons')[0]
const courseYears = ['Year 4', 'Year 3', 'Year 2', 'Year 1']

// What the check lets through: any whole year, optional or empty lists, any names.
const accepted: Record<string, unknown>[] = [
  { 'projects.0.year': 2025 },
  // A résumé in a folder of public/ (any file there, here an icon), from the site's folder, or
  // at an absolute address.
  { 'resumeLink.href': `icons/${icon}` },
  { 'resumeLink.href': `./${site.resumeLink.href}` },
  { 'resumeLink.href': 'https://cv.example.com/me.pdf' },
  ...['weather_app', 'Project2', 'x'].map((slug) => ({ 'projects.0.slug': slug })),
  // The lists that may be empty.
  { 'projects.0.tags': [] },
  { 'courses.0.tags': [] },
  { 'experience.0.tags': [] },
  { holidays: [] },
  // A school's optional lists, left out or empty: no GPA, no awards, no coursework.
  ...[undefined, []].map((none) => ({
    'highSchool.facts': none,
    'highSchool.awards': none,
    'university.courses': none,
  })),
  // Any link labels, skill group names and counts, course year names.
  {
    profileLinks: [
      { label: 'Website', href: 'https://jordan.example.org/', icon: 'carbon:earth' },
      { label: 'Mastodon', href: 'https://mastodon.social/@j', icon: 'simple-icons:mastodon' },
      { label: 'ORCID', href: 'https://orcid.org/0000-0002-1825-0097', icon: 'simple-icons:orcid' },
    ],
  },
  {
    skillGroups: ['Languages', 'Tools', 'Cloud', 'Data'].map((name) => ({
      name,
      skills: [{ name: `${name} skill`, icon: 'carbon:code' }],
    })),
  },
  {
    courseYears: courseYears.map((year) => ({ year, heading: year })),
    courses: courses.courses.map((c, i) => ({ ...c, year: `Year ${(i % 4) + 1}` })),
  },
  // Initials and an existing image.
  { 'profile.initials': 'JD', 'profile.image': 'public/favicon.svg' },
  ...[
    'https://github.com/someone',
    'http://example.com',
    'mailto:me@example.com',
    'https://example.com/a?b=c#d',
  ].map((href) => ({ 'projects.0.link': href })),
]
test.each(accepted.map((edits) => ({ edit: said(edits), edits })))('$edit passes', ({ edits }) => {
  expect(edited(edits)).toEqual([])
})

test('several problems give one line each', () => {
  const problems = edited({
    'projects.0.title': '',
    'projects.0.link': 'x',
    'projects.1.alt': undefined,
  })
  expect(problems).toHaveLength(3)
  for (const line of problems) expect(line).not.toContain('\n')
})
