/**
 * The content's one schema: every field of src/content/ and src/site.config.ts, what it takes
 * (its kinds: `fields.ts`) and what the build says when it does not. The types the pages use
 * (`types.ts`) are inferred from it; the build checks the content against it
 * (scripts/plugins/content/check.ts), one line per problem. Build time only: the site imports its
 * types alone (`import type`), so valibot never reaches a visitor.
 */

import * as v from 'valibot'
import {
  entry,
  exportsOf,
  httpsEndpoint,
  icon as iconOf,
  kind,
  link,
  list,
  listedIn,
  repositoryFile,
  resumeHref,
  type Surroundings,
  siteUrl,
  text,
  textThat,
  unique,
  whole,
  year,
  yesOrNo,
} from './fields.ts'

export type { EntryName, Surroundings } from './fields.ts'

const q = JSON.stringify

/** A slug names files and addresses: letters, digits, dashes and underscores, no spaces. */
const SLUG = /^[A-Za-z0-9][A-Za-z0-9_-]*$/

/** A school's lists (courses, activities, designations, awards): left out or empty, none shows. */
const names = v.optional(list(text, { empty: true }))

const school = (noun: string) =>
  entry(
    noun,
    {
      school: text,
      degree: text,
      dates: text,
      location: text,
      /** University: relevant courses listed under the degree. */
      courses: names,
      /** High school: labelled facts such as GPA and Rank. */
      facts: v.optional(
        list(entry('fact', { label: text, value: text }, 'label'), { empty: true }),
      ),
      activities: names,
      designations: names,
      awards: names,
    },
    'school',
  )

/** The schema of every content module, by its path from the repository root. */
export function contentSchema(around: Surroundings) {
  const icon = iconOf(around)
  const profile = entry('profile', {
    name: text,
    role: text,
    tagline: text,
    /** Interest statement shown at the top of About. */
    interests: text,
    /** The line above the contact form. */
    invitation: text,
    credits: text,
    year,
    /**
     * One to three letters on the favicon, the app icons and the link picture when there is no
     * `image`. Default: the first letters of the first and last words of `name` ("AQ").
     */
    initials: v.optional(
      textThat((value) =>
        /^\S{1,3}$/u.test(value) ? null : 'must be one to three letters without spaces',
      ),
    ),
    /**
     * A square photo or logo (PNG, JPEG, WebP or SVG) for the favicon, the app icons and the
     * link picture instead of the initials, as a path from the repository root
     * (`src/content/me.jpg`) or from public/ (`me.jpg` for public/me.jpg). A picture that is not
     * square is cropped to its centre.
     */
    image: v.optional(repositoryFile(around, 'a square picture')),
    /**
     * The most pages the résumé may take. Absent: as many as the content needs (it flows onto a
     * second page). `1` makes `npm run assets` stop, naming what does not fit, instead.
     */
    resumePages: v.optional(whole(1, 9)),
  })

  /** Any heading ("Comfortable", "Languages"); any number of groups. */
  const skillGroup = entry(
    'skill group',
    { name: text, skills: list(entry('skill', { name: text, icon }, 'name')) },
    'name',
  )

  const job = entry(
    'job',
    {
      dates: text,
      title: text,
      organisation: text,
      bullets: list(text),
      tags: list(text, { empty: true }),
      /** `false` leaves the job off the résumé (it stays on the site). Default: on it. */
      resume: v.optional(yesOrNo),
    },
    'title',
  )

  const project = entry(
    'project',
    {
      /** File name stem of the thumbnail in public/thumbnails/. */
      slug: textThat((slug) =>
        SLUG.test(slug)
          ? null
          : 'may hold only letters, digits, dashes and underscores (such as "weather-app"): it names the thumbnail files',
      ),
      title: text,
      /** Any whole year: the Projects page has a section for each year that has projects. */
      year,
      period: text,
      description: text,
      tags: list(text, { empty: true }),
      link,
      /** Alternative text of the thumbnail. */
      alt: text,
      /**
       * Its place on the résumé (1 = first); absent = not on the résumé. When no project has
       * one, the résumé shows the six newest.
       */
      resume: v.optional(whole(1, 999)),
    },
    'slug',
  )

  /** Any name ("Junior", "Year 4"): `courseYears` gives their order and headings. */
  const courseYear = entry('course year', { year: text, heading: text }, 'year')

  const course = entry(
    'course',
    {
      year: text,
      /** Any term name ("Spring", "Winter quarter"). */
      term: text,
      code: text,
      title: text,
      link,
      description: text,
      tags: list(text, { empty: true }),
    },
    'code',
  )

  const holiday = entry('holiday', {
    month: whole(1, 12),
    day: whole(1, 31),
    /** Icon of the decoration. */
    icon,
    direction: v.optional(
      v.picklist(
        ['down', 'up'],
        kind((input) => `${q(input)} must be one of "down", "up"`),
      ),
    ),
  })

  return {
    'src/content/profile.ts': exportsOf({ profile }),
    'src/content/education.ts': exportsOf({
      /** What the education part of About calls itself and each of a school's lists. */
      educationHeadings: entry('educationHeadings', {
        title: text,
        courses: text,
        activities: text,
        designations: text,
        awards: text,
      }),
      university: school('university'),
      highSchool: school('highSchool'),
    }),
    'src/content/skills.ts': exportsOf({ skillGroups: list(skillGroup) }),
    'src/content/experience.ts': exportsOf({ experience: list(job) }),
    'src/content/projects.ts': exportsOf({ projects: unique(list(project), 'slug', 'project') }),
    'src/content/courses.ts': v.pipe(
      exportsOf({
        courseYears: unique(list(courseYear), 'year', 'course year'),
        courses: list(course),
      }),
      // Every course's year has a heading in courseYears, or the Courses page leaves it out.
      listedIn(
        'courses',
        'courseYears',
        'year',
        (year) => `add { year: ${q(year)}, heading: '…' } there`,
      ),
    ),
    'src/content/holidays.ts': exportsOf({ holidays: list(holiday, { empty: true }) }),
    'src/site.config.ts': exportsOf({
      siteUrl,
      FORM_ENDPOINT: v.pipe(
        httpsEndpoint,
        v.metadata({ label: 'FORM_ENDPOINT (or VITE_FORM_ENDPOINT)' }),
      ),
      resumeLink: entry('resumeLink', { label: text, href: resumeHref(around) }),
      profileLinks: list(
        entry(
          'profile link',
          {
            /** Any name: the link's accessible name and its text in the Contact page's footer. */
            label: text,
            href: link,
            icon,
          },
          'label',
        ),
      ),
    }),
  }
}

/** The schema of each content module, by its path from the repository root. */
export type ContentSchema = ReturnType<typeof contentSchema>
