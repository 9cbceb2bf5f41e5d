/**
 * The content check the build runs (scripts/content/plugin.ts): each file of src/content/ and
 * src/site.config.ts against its rules, as one line per problem naming the file and the entry.
 * Pure: the modules' exports, and what they refer to around them (files, icons), come in.
 */

import type * as T from '../../src/content/types.ts'
import { siteAddress } from '../../src/head/siteAddress.ts'
import {
  entry,
  httpsEndpoint,
  link,
  linkProblem,
  list,
  oneOf,
  optional,
  type Rule,
  text,
  whole,
  year,
} from './rules.ts'

/** The exports of one content module, by name. */
export type ModuleExports = Record<string, unknown>

/** What the rules ask of the repository around the content. */
export interface Surroundings {
  /** Whether a file exists, by its path from the repository root (`public/resume.pdf`). */
  exists: (path: string) => boolean
  /** Whether `set:name` is an icon of an installed @iconify-json set. */
  hasIcon: (id: string) => boolean
  /** The installed icon sets, named in the message about an unknown icon. */
  iconSets: readonly string[]
}

/** A school's lists: courses, activities, designations, awards; left out or empty, the page
 * shows none. */
const names: Rule = list(text, { empty: true })

const school = (noun: string) =>
  entry<T.Education>(
    noun,
    {
      school: text,
      degree: text,
      dates: text,
      location: text,
      courses: optional(names),
      facts: optional(
        list(
          entry<{ label: string; value: string }>('fact', { label: text, value: text }, 'label'),
          { empty: true },
        ),
      ),
      activities: optional(names),
      designations: optional(names),
      awards: optional(names),
    },
    'school',
  )

/** A slug names files and addresses: letters, digits, dashes and underscores, no spaces. */
export const SLUG = /^[A-Za-z0-9][A-Za-z0-9_-]*$/

/** A choice: true or false. */
const yesOrNo: Rule = (value, at) =>
  typeof value === 'boolean' ? [] : [`${at} ${JSON.stringify(value)} must be true or false`]

/** The letters on the icons: one to three, no spaces. */
const initials: Rule = (value, at) => {
  const missing = text(value, at)
  if (missing.length) return missing
  return /^\S{1,3}$/u.test(value as string)
    ? []
    : [`${at} ${JSON.stringify(value)} must be one to three letters without spaces`]
}

/** A path from the repository root to a file that is there. */
const repositoryFile =
  (exists: (path: string) => boolean, what: string): Rule =>
  (value, at) => {
    const missing = text(value, at)
    if (missing.length) return missing
    return exists(value as string)
      ? []
      : [
          `${at} ${JSON.stringify(value)} is not a file: put ${what} there, or fix the path (from the repository root)`,
        ]
  }

const slug: Rule = (value, at) => {
  const missing = text(value, at)
  if (missing.length) return missing
  return SLUG.test(value as string)
    ? []
    : [
        `${at} ${JSON.stringify(value)} may hold only letters, digits, dashes and underscores (such as "weather-app"): it names the thumbnail files`,
      ]
}

/** Each item's `key` once: a second entry with the same one is named with what to do. */
const unique =
  (rule: Rule, key: string, noun: string): Rule =>
  (value, at) => {
    const problems = rule(value, at)
    if (!Array.isArray(value)) return problems
    const seen = new Set<unknown>()
    for (const item of value as Record<string, unknown>[]) {
      const id = item?.[key]
      if (typeof id !== 'string' || !id) continue
      if (seen.has(id))
        problems.push(
          `${noun} ${JSON.stringify(id)}: the ${key} is used by two ${noun}s: give each its own`,
        )
      seen.add(id)
    }
    return problems
  }

/** The setting's name in a problem: an override from the environment is named too. */
const setting =
  (name: string, rule: Rule): Rule =>
  (value) =>
    rule(value, name)

/** The résumé link: an absolute address, or a file of public/ (`resume.pdf`). */
const resumeHref =
  (exists: (path: string) => boolean): Rule =>
  (value, at) => {
    const missing = text(value, at)
    if (missing.length) return missing
    const href = value as string
    if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) {
      const problem = linkProblem(href)
      return problem ? [`${at} ${JSON.stringify(href)} ${problem}`] : []
    }
    const file = `public/${href.replace(/^\.?\//, '')}`
    return exists(file)
      ? []
      : [
          `${at} ${JSON.stringify(href)} names no file: add ${file}, or give an absolute https:// address`,
        ]
  }

const siteUrl: Rule = (value) => {
  try {
    siteAddress(String(value ?? ''))
    return []
  } catch (error) {
    return [(error as Error).message]
  }
}

/** Every course's year has a heading in courseYears, or the Courses page leaves it out. */
function courseYearsCover(exports: ModuleExports): string[] {
  const { courses, courseYears } = exports
  if (!Array.isArray(courses) || !Array.isArray(courseYears)) return []
  const headed = new Set(courseYears.map((y) => (y as T.Course)?.year))
  return courses
    .filter((c) => c && !headed.has(c.year))
    .map(
      (c) =>
        `course ${JSON.stringify(c.code)}: year ${JSON.stringify(c.year)} has no entry in courseYears: add { year: ${JSON.stringify(c.year)}, heading: '…' } there`,
    )
}

interface ModuleRules {
  /** The module's path from the repository root. */
  file: string
  /** Each checked export, by name; exports not named (derived values) are not checked. */
  exports: Record<string, Rule>
  /** Checks that read several exports together. */
  across?: (exports: ModuleExports) => string[]
}

/** The rules of every content module. */
export function contentRules({ exists, hasIcon, iconSets }: Surroundings): readonly ModuleRules[] {
  const icon: Rule = (value, at) => {
    const missing = text(value, at)
    if (missing.length) return missing
    return hasIcon(value as string)
      ? []
      : [
          `${at} ${JSON.stringify(value)} is not an icon of the installed sets (${iconSets.join(', ')}): find its set:name at https://icon-sets.iconify.design`,
        ]
  }
  return [
    {
      file: 'src/content/profile.ts',
      exports: {
        profile: entry<T.Profile>('profile', {
          name: text,
          role: text,
          tagline: text,
          interests: text,
          invitation: text,
          credits: text,
          year,
          initials: optional(initials),
          image: optional(repositoryFile(exists, 'a square picture')),
          resumePages: optional(whole(1, 9)),
        }),
      },
    },
    {
      file: 'src/content/education.ts',
      exports: {
        educationHeadings: entry<T.EducationHeadings>('educationHeadings', {
          title: text,
          courses: text,
          activities: text,
          designations: text,
          awards: text,
        }),
        university: school('university'),
        highSchool: school('highSchool'),
      },
    },
    {
      file: 'src/content/skills.ts',
      exports: {
        skillGroups: list(
          entry<T.SkillGroup>(
            'skill group',
            {
              name: text,
              skills: list(entry<T.Skill>('skill', { name: text, icon }, 'name')),
            },
            'name',
          ),
        ),
      },
    },
    {
      file: 'src/content/experience.ts',
      exports: {
        experience: list(
          entry<T.Experience>(
            'job',
            {
              dates: text,
              title: text,
              organisation: text,
              bullets: list(text),
              tags: list(text, { empty: true }),
              resume: optional(yesOrNo),
            },
            'title',
          ),
        ),
      },
    },
    {
      file: 'src/content/projects.ts',
      exports: {
        projects: unique(
          list(
            entry<T.Project>(
              'project',
              {
                slug,
                title: text,
                year,
                period: text,
                description: text,
                tags: list(text, { empty: true }),
                link,
                alt: text,
                resume: optional(whole(1, 999)),
              },
              'slug',
            ),
          ),
          'slug',
          'project',
        ),
      },
    },
    {
      file: 'src/content/courses.ts',
      exports: {
        courseYears: unique(
          list(
            entry<{ year: string; heading: string }>(
              'course year',
              { year: text, heading: text },
              'year',
            ),
          ),
          'year',
          'course year',
        ),
        courses: list(
          entry<T.Course>(
            'course',
            {
              year: text,
              term: text,
              code: text,
              title: text,
              link,
              description: text,
              tags: list(text, { empty: true }),
            },
            'code',
          ),
        ),
      },
      across: courseYearsCover,
    },
    {
      file: 'src/content/holidays.ts',
      exports: {
        holidays: list(
          entry<T.Holiday>('holiday', {
            month: whole(1, 12),
            day: whole(1, 31),
            icon,
            direction: optional(oneOf(['down', 'up'])),
          }),
          { empty: true },
        ),
      },
    },
    {
      file: 'src/site.config.ts',
      exports: {
        siteUrl,
        FORM_ENDPOINT: setting('FORM_ENDPOINT (or VITE_FORM_ENDPOINT)', httpsEndpoint),
        resumeLink: entry<{ label: string; href: string }>('resumeLink', {
          label: text,
          href: resumeHref(exists),
        }),
        profileLinks: list(
          entry<T.ProfileLink>('profile link', { label: text, href: link, icon }, 'label'),
        ),
      },
    },
  ]
}

/** The files contentProblems reads, from the repository root. */
export const contentFiles = (): string[] =>
  contentRules({ exists: () => true, hasIcon: () => true, iconSets: [] }).map((m) => m.file)

/**
 * One line per problem of the content, `file: entry: what is wrong: what to do`.
 * @param modules each content module's exports, by its path (`src/content/projects.ts`)
 */
export function contentProblems(
  modules: Readonly<Record<string, ModuleExports>>,
  surroundings: Surroundings,
): string[] {
  return contentRules(surroundings).flatMap(({ file, exports, across }) => {
    const found = modules[file]
    if (!found) return [`${file}: the file is missing: restore it from the repository`]
    const problems = [
      ...Object.entries(exports).flatMap(([name, rule]) =>
        name in found ? rule(found[name], name) : [`${name} is no longer exported: restore it`],
      ),
      ...(across?.(found) ?? []),
    ]
    return problems.map((problem) => `${file}: ${problem}`)
  })
}
