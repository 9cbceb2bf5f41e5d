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

// biome-ignore lint/suspicious/noExplicitAny: the tests break the content as freely as an owner could
type Loose = Record<string, any>

/** A writable copy of the shipped content, with `edit` applied to one module's exports. */
function edited(file: string, edit: (exports: Loose) => void) {
  const copy = Object.fromEntries(
    Object.entries(shipped).map(([f, m]) => [f, structuredClone({ ...m })]),
  )
  edit(copy[file] as Loose)
  return contentProblems(copy, surroundings)
}

const q = JSON.stringify
const [firstProject, secondProject] = projects.projects
const [firstJob] = experience.experience
const [firstGroup] = skills.skillGroups
const [firstCourse] = courses.courses

test('the shipped content passes, and the check reads every content module', () => {
  expect(contentProblems(shipped, surroundings)).toEqual([])
  expect(contentProblems({}, surroundings).sort()).toEqual(
    Object.keys(shipped)
      .sort()
      .map((file) => `${file}: the file is missing: restore it from the repository`),
  )
})

test('a project of any whole year passes', () => {
  expect(edited('src/content/projects.ts', (m) => (m.projects[0].year = 2025))).toEqual([])
})

describe('a missing or empty field names the file, the entry and the field', () => {
  const P = 'src/content/projects.ts'
  test.each<[string, string, (m: Loose) => void, string]>([
    [
      'profile name empty',
      'src/content/profile.ts',
      (m) => (m.profile.name = '  '),
      'src/content/profile.ts: profile: name is empty: fill it in',
    ],
    [
      'footer year missing',
      'src/content/profile.ts',
      (m) => delete m.profile.year,
      'src/content/profile.ts: profile: year is missing: add it',
    ],
    [
      'a school without its degree',
      'src/content/education.ts',
      (m) => delete m.university.degree,
      `src/content/education.ts: university ${q(education.university.school)}: degree is missing: add it`,
    ],
    [
      'a heading left empty',
      'src/content/education.ts',
      (m) => (m.educationHeadings.title = ''),
      'src/content/education.ts: educationHeadings: title is empty: fill it in',
    ],
    [
      'a skill without its icon',
      'src/content/skills.ts',
      (m) => (m.skillGroups[0].skills[0].icon = ''),
      `src/content/skills.ts: skill group ${q(firstGroup?.name)}: skill ${q(firstGroup?.skills[0]?.name)}: icon is empty: fill it in`,
    ],
    [
      'a job without bullets',
      'src/content/experience.ts',
      (m) => (m.experience[0].bullets = []),
      `src/content/experience.ts: job ${q(firstJob?.title)}: bullets is empty: add at least one`,
    ],
    [
      'a hole in a list (two commas)',
      'src/content/experience.ts',
      (m) => m.experience[0].bullets.push(undefined),
      `src/content/experience.ts: job ${q(firstJob?.title)}: bullets[${firstJob?.bullets.length}] is missing: add it`,
    ],
    [
      'a course year written as a number, said once',
      'src/content/courses.ts',
      (m) => (m.courses[0].year = 2024),
      `src/content/courses.ts: course ${q(firstCourse?.code)}: year must be text, got 2024`,
    ],
    [
      'a blank bullet',
      'src/content/experience.ts',
      (m) => m.experience[0].bullets.push(''),
      `src/content/experience.ts: job ${q(firstJob?.title)}: bullets[${firstJob?.bullets.length}] is empty: fill it in`,
    ],
    [
      'a project without its description',
      P,
      (m) => delete m.projects[0].description,
      `${P}: project ${q(firstProject?.slug)}: description is missing: add it`,
    ],
    [
      'a project whose slug is empty is named by its place',
      P,
      (m) => (m.projects[1].slug = ''),
      `${P}: project #2: slug is empty: fill it in`,
    ],
    [
      'no projects at all',
      P,
      (m) => (m.projects = []),
      `${P}: projects is empty: add at least one`,
    ],
    [
      'a course without a title',
      'src/content/courses.ts',
      (m) => (m.courses[0].title = ''),
      `src/content/courses.ts: course ${q(firstCourse?.code)}: title is empty: fill it in`,
    ],
    [
      'a holiday on the 13th month',
      'src/content/holidays.ts',
      (m) => (m.holidays[0].month = 13),
      'src/content/holidays.ts: holiday #1: month 13 must be a whole number from 1 to 12',
    ],
    [
      'a profile link without its label',
      'src/site.config.ts',
      (m) => (m.profileLinks[0].label = ''),
      'src/site.config.ts: profile link #1: label is empty: fill it in',
    ],
    [
      'the résumé link label',
      'src/site.config.ts',
      (m) => delete m.resumeLink.label,
      'src/site.config.ts: resumeLink: label is missing: add it',
    ],
    [
      'a résumé link left empty',
      'src/site.config.ts',
      (m) => (m.resumeLink.href = ''),
      'src/site.config.ts: resumeLink: href is empty: fill it in',
    ],
    [
      'a course year without its heading',
      'src/content/courses.ts',
      (m) => (m.courseYears[0].heading = ''),
      `src/content/courses.ts: course year ${q(courses.courseYears[0]?.year)}: heading is empty: fill it in`,
    ],
    [
      'an export removed',
      'src/content/projects.ts',
      (m) => delete m.projects,
      `${P}: projects is no longer exported: restore it`,
    ],
  ])('%s', (_name, file, edit, line) => {
    expect(edited(file, edit)).toEqual([line])
  })

  test('a project year that is not a whole year', () => {
    expect(edited(P, (m) => (m.projects[0].year = 2024.5))).toEqual([
      `${P}: project ${q(firstProject?.slug)}: year 2024.5 must be a whole number from 1900 to 2999`,
    ])
  })
})

describe('links must be absolute http(s) or mailto: addresses', () => {
  test.each<[string, string, (m: Loose) => void, string]>([
    [
      'a project link without https://',
      'src/content/projects.ts',
      (m) => (m.projects[0].link = 'github.com/x'),
      `src/content/projects.ts: project ${q(firstProject?.slug)}: link "github.com/x" is not an absolute URL (start it with https://)`,
    ],
    [
      'a relative course link',
      'src/content/courses.ts',
      (m) => (m.courses[0].link = '/courses/cs-101'),
      `src/content/courses.ts: course ${q(firstCourse?.code)}: link "/courses/cs-101" is not an absolute URL (start it with https://)`,
    ],
    [
      'an e-mail address without mailto:',
      'src/site.config.ts',
      (m) => (m.profileLinks[0].href = 'me@example.com'),
      `src/site.config.ts: profile link ${q(site.profileLinks[0]?.label)}: href "me@example.com" is not an absolute URL (start it with mailto:)`,
    ],
    [
      'a link of another scheme',
      'src/site.config.ts',
      (m) => (m.profileLinks[0].href = 'javascript:alert(1)'),
      `src/site.config.ts: profile link ${q(site.profileLinks[0]?.label)}: href "javascript:alert(1)" is not a web or mail address (start it with https://)`,
    ],
    [
      'a résumé address that is not a web address',
      'src/site.config.ts',
      (m) => (m.resumeLink.href = 'ftp://cv.example.com/me.pdf'),
      'src/site.config.ts: resumeLink: href "ftp://cv.example.com/me.pdf" is not a web or mail address (start it with https://)',
    ],
    [
      'a résumé file that is not in public/',
      'src/site.config.ts',
      (m) => (m.resumeLink.href = 'cv-2025.pdf'),
      'src/site.config.ts: resumeLink: href "cv-2025.pdf" names no file: add public/cv-2025.pdf, or give an absolute https:// address',
    ],
    [
      'a form endpoint without https://',
      'src/site.config.ts',
      (m) => (m.FORM_ENDPOINT = 'formspree.io/f/abc'),
      'src/site.config.ts: FORM_ENDPOINT (or VITE_FORM_ENDPOINT) "formspree.io/f/abc" is not an absolute URL (start it with https://)',
    ],
    [
      "a mailto: form endpoint, which the page's policy would block",
      'src/site.config.ts',
      (m) => (m.FORM_ENDPOINT = 'mailto:me@example.com'),
      `src/site.config.ts: FORM_ENDPOINT (or VITE_FORM_ENDPOINT) "mailto:me@example.com" must be an https:// address of a form service (a mailto: form is blocked by the page's policy)`,
    ],
    [
      'a site address without https://',
      'src/site.config.ts',
      (m) => (m.siteUrl = 'name.github.io/portfolio'),
      'src/site.config.ts: siteUrl (VITE_SITE_URL) must be an absolute URL, got "name.github.io/portfolio"',
    ],
    [
      'a site address that is not text',
      'src/site.config.ts',
      (m) => (m.siteUrl = 42),
      'src/site.config.ts: siteUrl must be text, got 42',
    ],
    [
      'a résumé file named from the site root that is not in public/',
      'src/site.config.ts',
      (m) => (m.resumeLink.href = '/cv-2025.pdf'),
      'src/site.config.ts: resumeLink: href "/cv-2025.pdf" names no file: add public/cv-2025.pdf, or give an absolute https:// address',
    ],
  ])('%s', (_name, file, edit, line) => {
    expect(edited(file, edit)).toEqual([line])
  })

  test('a résumé in a folder of public/ passes (any file there, here an icon)', () => {
    const [file] = readdirSync('public/icons')
    expect(edited('src/site.config.ts', (m) => (m.resumeLink.href = `icons/${file}`))).toEqual([])
  })

  test('a résumé at an absolute address passes', () => {
    expect(
      edited('src/site.config.ts', (m) => (m.resumeLink.href = 'https://cv.example.com/me.pdf')),
    ).toEqual([])
  })
})

describe('project slugs', () => {
  const P = 'src/content/projects.ts'
  test('two projects with one slug', () => {
    const slug = secondProject?.slug
    expect(edited(P, (m) => (m.projects[0].slug = slug))).toEqual([
      `${P}: project ${q(slug)}: the slug is used by two projects: give each its own`,
    ])
  })

  test('a slug that cannot name a file', () => {
    for (const slug of ['My Project', 'a/b', '-lead', 'café'])
      expect(edited(P, (m) => (m.projects[0].slug = slug))).toEqual([
        `${P}: project ${q(slug)}: slug ${q(slug)} may hold only letters, digits, dashes and underscores (such as "weather-app"): it names the thumbnail files`,
      ])
  })

  test('any slug that names a file passes', () => {
    for (const slug of ['weather_app', 'Project2', 'x'])
      expect(edited(P, (m) => (m.projects[0].slug = slug))).toEqual([])
  })
})

test('a course of a year that courseYears does not list', () => {
  expect(edited('src/content/courses.ts', (m) => (m.courses[0].year = 'Senior'))).toEqual([
    `src/content/courses.ts: course ${q(firstCourse?.code)}: year "Senior" has no entry in courseYears: add { year: "Senior", heading: '…' } there`,
  ])
})

test('an icon that is not in the installed sets', () => {
  const skill = firstGroup?.skills[0]
  expect(
    edited('src/content/skills.ts', (m) => (m.skillGroups[0].skills[0].icon = 'simple-icons:nope')),
  ).toEqual([
    `src/content/skills.ts: skill group ${q(firstGroup?.name)}: skill ${q(skill?.name)}: icon "simple-icons:nope" is not an icon of the installed sets (${iconSets(root).join(', ')}): find its set:name at https://icon-sets.iconify.design`,
  ])
  expect(
    edited('src/content/holidays.ts', (m) => (m.holidays[0].icon = 'no-such-set:sun')),
  ).toHaveLength(1)
})

test('the lists that may be empty: tags, holidays', () => {
  expect(
    edited('src/content/projects.ts', (m) => {
      m.projects[0].tags = []
    }),
  ).toEqual([])
  expect(edited('src/content/courses.ts', (m) => (m.courses[0].tags = []))).toEqual([])
  expect(edited('src/content/experience.ts', (m) => (m.experience[0].tags = []))).toEqual([])
  expect(edited('src/content/holidays.ts', (m) => (m.holidays = []))).toEqual([])
})

test("a school's optional lists may be left out or empty: no GPA, no awards, no coursework", () => {
  for (const none of [undefined, []])
    expect(
      edited('src/content/education.ts', (m) => {
        m.highSchool.facts = none
        m.highSchool.awards = none
        m.university.courses = none
      }),
    ).toEqual([])
})

test('any link labels, skill group names and counts, course year names', () => {
  expect(
    edited('src/site.config.ts', (m) => {
      m.profileLinks = [
        { label: 'Website', href: 'https://jordan.example.org/', icon: 'carbon:earth' },
        { label: 'Mastodon', href: 'https://mastodon.social/@j', icon: 'simple-icons:mastodon' },
        {
          label: 'ORCID',
          href: 'https://orcid.org/0000-0002-1825-0097',
          icon: 'simple-icons:orcid',
        },
      ]
    }),
  ).toEqual([])
  expect(
    edited('src/content/skills.ts', (m) => {
      m.skillGroups = ['Languages', 'Tools', 'Cloud', 'Data'].map((name) => ({
        name,
        skills: [{ name: `${name} skill`, icon: 'carbon:code' }],
      }))
    }),
  ).toEqual([])
  expect(
    edited('src/content/courses.ts', (m) => {
      m.courseYears = ['Year 4', 'Year 3', 'Year 2', 'Year 1'].map((year) => ({
        year,
        heading: year,
      }))
      for (const [i, c] of m.courses.entries()) c.year = `Year ${(i % 4) + 1}`
    }),
  ).toEqual([])
})

describe('a field of the wrong kind or value, or one the content has no use for, is one line', () => {
  test.each<[string, string, (m: Loose) => void, string]>([
    [
      'a holiday that goes sideways',
      'src/content/holidays.ts',
      (m) => (m.holidays[0].direction = 'sideways'),
      'src/content/holidays.ts: holiday #1: direction "sideways" must be one of "down", "up"',
    ],
    [
      'a misspelt field',
      'src/content/projects.ts',
      (m) => {
        m.projects[0].titel = m.projects[0].title
      },
      `src/content/projects.ts: project ${q(firstProject?.slug)}: titel is not a field of a project: remove it or correct its name (slug, title, year, period, description, tags, link, alt, resume)`,
    ],
    [
      'a year written as text',
      'src/content/projects.ts',
      (m) => (m.projects[0].year = '2024'),
      `src/content/projects.ts: project ${q(firstProject?.slug)}: year "2024" must be a whole number from 1900 to 2999`,
    ],
    [
      'a number where text goes',
      'src/site.config.ts',
      (m) => (m.profileLinks[0].label = 7),
      'src/site.config.ts: profile link #1: label must be text, got 7',
    ],
    [
      'tags that are not a list',
      'src/content/experience.ts',
      (m) => (m.experience[0].tags = 'Python'),
      `src/content/experience.ts: job ${q(firstJob?.title)}: tags must be a list [...]`,
    ],
    [
      'one course year twice',
      'src/content/courses.ts',
      (m) => m.courseYears.push({ ...m.courseYears[0] }),
      `src/content/courses.ts: course year ${q(courses.courseYears[0]?.year)}: the year is used by two course years: give each its own`,
    ],
  ])('%s', (_name, file, edit, line) => {
    expect(edited(file, edit)).toEqual([line])
  })
})

test('a labelled fact without its value', () => {
  expect(
    edited('src/content/education.ts', (m) => (m.highSchool.facts = [{ label: 'GPA', value: '' }])),
  ).toEqual([
    `src/content/education.ts: highSchool ${q(education.highSchool.school)}: fact "GPA": value is empty: fill it in`,
  ])
})

test('a résumé file named from the site folder passes; a protocol-relative address does not', () => {
  const href = site.resumeLink.href
  expect(edited('src/site.config.ts', (m) => (m.resumeLink.href = `./${href}`))).toEqual([])
  expect(
    edited('src/site.config.ts', (m) => (m.resumeLink.href = '//cdn.example.com/cv.pdf')),
  ).toEqual([
    'src/site.config.ts: resumeLink: href "//cdn.example.com/cv.pdf" is not an absolute URL (start it with https://)',
  ])
})

test('a list that is not a list is said once, without the checks that read it', () => {
  expect(edited('src/content/courses.ts', (m) => (m.courses = 'CS 101'))).toEqual([
    'src/content/courses.ts: courses must be a list [...]',
  ])
  expect(edited('src/content/projects.ts', (m) => (m.projects = {}))).toEqual([
    'src/content/projects.ts: projects must be a list [...]',
  ])
})

test('slugs that are not text are not counted as repeats', () => {
  const problems = edited('src/content/projects.ts', (m) => {
    m.projects[0].slug = 7
    m.projects[1].slug = 7
  })
  expect(problems).toEqual([
    'src/content/projects.ts: project #1: slug must be text, got 7',
    'src/content/projects.ts: project #2: slug must be text, got 7',
  ])
})

test('several problems give one line each', () => {
  const problems = edited('src/content/projects.ts', (m) => {
    m.projects[0].title = ''
    m.projects[0].link = 'x'
    m.projects[1].alt = undefined
  })
  expect(problems).toHaveLength(3)
  for (const line of problems) expect(line).not.toContain('\n')
})

describe('the icons and résumé choices are checked when given', () => {
  const F = 'src/content/profile.ts'
  test.each<[string, string, (m: Loose) => void, string]>([
    [
      'initials with a space',
      F,
      (m) => (m.profile.initials = 'A Q'),
      `${F}: profile: initials "A Q" must be one to three letters without spaces`,
    ],
    [
      'an image that is not there',
      F,
      (m) => (m.profile.image = 'src/content/me.jpg'),
      `${F}: profile: image "src/content/me.jpg" is not a file: put a square picture there, or fix the path (from the repository root)`,
    ],
    [
      'a résumé of no pages',
      F,
      (m) => (m.profile.resumePages = 0),
      `${F}: profile: resumePages 0 must be a whole number from 1 to 9`,
    ],
    [
      'a résumé place that is not a whole number',
      'src/content/projects.ts',
      (m) => (m.projects[0].resume = 1.5),
      `src/content/projects.ts: project ${q(firstProject?.slug)}: resume 1.5 must be a whole number from 1 to 999`,
    ],
    [
      "a job's résumé choice that is not true or false",
      'src/content/experience.ts',
      (m) => (m.experience[0].resume = 'no'),
      `src/content/experience.ts: job ${q(firstJob?.title)}: resume "no" must be true or false`,
    ],
  ])('%s', (_name, file, edit, line) => {
    expect(edited(file, edit)).toEqual([line])
  })

  test('initials and an existing image pass', () => {
    expect(
      edited(F, (m) => {
        m.profile.initials = 'JD'
        m.profile.image = 'public/favicon.svg'
      }),
    ).toEqual([])
  })
})

describe("the schema's pieces, each as an owner meets it", () => {
  const P = 'src/content/projects.ts'
  const H = 'src/content/holidays.ts'
  const S = 'src/site.config.ts'
  const project = `${P}: project ${q(firstProject?.slug)}`
  test.each<[string, string, (m: Loose) => void, string[]]>([
    [
      'text left null',
      P,
      (m) => (m.projects[0].title = null),
      [`${project}: title is missing: add it`],
    ],
    [
      'text of blanks',
      P,
      (m) => (m.projects[0].title = ' \n'),
      [`${project}: title is empty: fill it in`],
    ],
    [
      'month 0',
      H,
      (m) => (m.holidays[0].month = 0),
      [`${H}: holiday #1: month 0 must be a whole number from 1 to 12`],
    ],
    [
      'month 6.5',
      H,
      (m) => (m.holidays[0].month = 6.5),
      [`${H}: holiday #1: month 6.5 must be a whole number from 1 to 12`],
    ],
    [
      'month as text',
      H,
      (m) => (m.holidays[0].month = '6'),
      [`${H}: holiday #1: month "6" must be a whole number from 1 to 12`],
    ],
    [
      'month null',
      H,
      (m) => (m.holidays[0].month = null),
      [`${H}: holiday #1: month is missing: add it`],
    ],
    ['tags null', P, (m) => (m.projects[0].tags = null), [`${project}: tags is missing: add it`]],
    [
      'an endpoint over http:',
      S,
      (m) => (m.FORM_ENDPOINT = 'http://forms.example.com/send'),
      [
        `${S}: FORM_ENDPOINT (or VITE_FORM_ENDPOINT) "http://forms.example.com/send" must be an https:// address of a form service (a http: form is blocked by the page's policy)`,
      ],
    ],
    [
      'an endpoint without a host',
      S,
      (m) => (m.FORM_ENDPOINT = 'https://'),
      [
        `${S}: FORM_ENDPOINT (or VITE_FORM_ENDPOINT) "https://" is not an absolute URL (start it with https://)`,
      ],
    ],
    [
      'an endpoint left out',
      S,
      (m) => delete m.FORM_ENDPOINT,
      [`${S}: FORM_ENDPOINT (or VITE_FORM_ENDPOINT) is no longer exported: restore it`],
    ],
    [
      'an entry without its id is named by its place, once per problem',
      P,
      (m) => {
        m.projects[1].slug = ' '
        m.projects[1].title = ''
      },
      [
        `${P}: project #2: slug is empty: fill it in`,
        `${P}: project #2: title is empty: fill it in`,
      ],
    ],
    [
      'an entry left null',
      P,
      (m) => (m.projects[0] = null),
      [`${P}: projects[0] is missing: add it`],
    ],
    [
      'an entry that is text',
      P,
      (m) => (m.projects[0] = 'text'),
      [`${P}: projects[0] must be an entry { ... }`],
    ],
    [
      'an entry that is a list',
      P,
      (m) => (m.projects[0] = ['a']),
      [`${P}: projects[0] must be an entry { ... }`],
    ],
    [
      'an entry that is a number',
      P,
      (m) => (m.projects[0] = 3),
      [`${P}: projects[0] must be an entry { ... }`],
    ],
    [
      'a course and a course year left null, which the check of course years reads past',
      'src/content/courses.ts',
      (m) => {
        m.courseYears.push(null)
        m.courses.push(null)
      },
      [
        `src/content/courses.ts: courseYears[${courses.courseYears.length}] is missing: add it`,
        `src/content/courses.ts: courses[${courses.courses.length}] is missing: add it`,
      ],
    ],
    [
      'an entry inside an entry that is text (a skill written as its name)',
      'src/content/skills.ts',
      (m) => (m.skillGroups[0].skills[0] = 'Git'),
      [
        `src/content/skills.ts: skill group ${q(firstGroup?.name)}: skills[0] must be an entry { ... }`,
      ],
    ],
    [
      'a school that is not an entry',
      'src/content/education.ts',
      (m) => (m.university = 'NSU'),
      ['src/content/education.ts: university must be an entry { ... }'],
    ],
    [
      'a misspelt field beside a problem of the entry',
      P,
      (m) => {
        m.projects[0].title = ''
        m.projects[0].titel = 'x'
      },
      [
        `${project}: title is empty: fill it in`,
        `${project}: titel is not a field of a project: remove it or correct its name (slug, title, year, period, description, tags, link, alt, resume)`,
      ],
    ],
    [
      'a repeated slug beside another problem',
      P,
      (m) => {
        m.projects[0].slug = secondProject?.slug
        m.projects[1].alt = ''
      },
      [
        `${P}: project ${q(secondProject?.slug)}: alt is empty: fill it in`,
        `${P}: project ${q(secondProject?.slug)}: the slug is used by two projects: give each its own`,
      ],
    ],
  ])('%s', (_name, file, edit, lines) => {
    expect(edited(file, edit)).toEqual(lines)
  })

  test.each([
    'https://github.com/someone',
    'http://example.com',
    'mailto:me@example.com',
    'https://example.com/a?b=c#d',
  ])('%s is an absolute link', (href) => {
    expect(edited(P, (m) => (m.projects[0].link = href))).toEqual([])
  })

  test.each([
    ['https://', 'is not an absolute URL (start it with https://)'],
    ['//example.com', 'is not an absolute URL (start it with https://)'],
    ['localhost:3000', 'is not a web or mail address (start it with https://)'],
    ['ftp://example.com', 'is not a web or mail address (start it with https://)'],
  ])('%s is not', (href, problem) => {
    expect(edited(P, (m) => (m.projects[0].link = href))).toEqual([
      `${project}: link ${q(href)} ${problem}`,
    ])
  })
})
