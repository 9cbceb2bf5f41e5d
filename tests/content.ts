import { courseYears } from '../src/content/courses'
import { experience } from '../src/content/experience'
import { profile } from '../src/content/profile'
import { projects } from '../src/content/projects'
import { allSkills, skillGroups } from '../src/content/skills'

// What the browser tests (the e2e files and the shared flows) expect to see, derived from the content files, so an owner who
// edits src/content keeps a green suite: no test copies today's text. Each value holds with a
// single entry too (the first and the last of one list are the same entry).

/** The project years Projects shows, newest first: every year some project has. */
export const PROJECT_YEARS: readonly number[] = [...new Set(projects.map((p) => p.year))].sort(
  (a, b) => b - a,
)

/** The projects in the order Projects shows them: by year, newest first, then as listed. */
export const PROJECTS_SHOWN = PROJECT_YEARS.flatMap((year) =>
  projects.filter((p) => p.year === year),
)

/** The heading of the first section on Projects: the newest year. */
export const NEWEST_PROJECT_YEAR = String(PROJECT_YEARS[0])

/** The heading of the last section on Projects: the oldest year. */
export const OLDEST_PROJECT_YEAR = String(PROJECT_YEARS.at(-1))

/** The heading of the first section on Courses. */
export const FIRST_COURSE_HEADING = courseYears[0]!.heading

/** The heading of the last section on Courses. */
export const LAST_COURSE_HEADING = courseYears.at(-1)!.heading

/** The dates of the newest job: text Work Experience shows once its entries are there. */
export const NEWEST_JOB_DATES = experience[0]!.dates

/** The footer's copyright line: the content's year and the owner's name. */
export const COPYRIGHT = `© ${profile.year} ${profile.name}`

/** The skill groups' headings on Home, in order. */
export const SKILL_GROUPS = skillGroups.map((g) => g.name)

/** Every skill's name, in order: the names the static sphere shows. */
export const SKILLS = allSkills.map((s) => s.name)

/** The first skill: the static sphere's label starts with it. */
export const FIRST_SKILL = SKILLS[0]!
