// A second new owner, unlike the first and unlike the fictional student: no GPA to show (no
// facts), one job, a personal website and Mastodon instead of GitHub and LinkedIn, skill
// groups of other names and number, course years "Year 1".."Year 4" (with a space), and two
// projects with the same alt text. The owner test (scripts/owner-test.mjs) makes these edits.
import { STRING_LITERAL, textField, textInside, textOf } from './fields.mjs'

/** Who the second owner is, and where the site lives (at a domain's root this time). */
export const SECOND_OWNER = {
  name: 'Riley Chen',
  year: 2026,
  siteUrl: 'https://riley-chen.example.org/',
  formEndpoint: 'https://formspree.io/f/rileychen',
}

const PROFILE_LINKS = [
  { label: 'Website', href: 'https://riley-chen.example.org/about', icon: 'carbon:earth' },
  { label: 'Mastodon', href: 'https://mastodon.social/@rileychen', icon: 'simple-icons:mastodon' },
  { label: 'Email', href: 'mailto:riley.chen@example.com', icon: 'carbon:email' },
]

/** A skill whose Simple Icons name is its own, lowercased (Java's is OpenJDK). */
const icon = (/** @type {string} */ name) => ({
  name,
  icon: `simple-icons:${name === 'Java' ? 'openjdk' : name.toLowerCase().replace(/\W/g, '')}`,
})

// Nineteen skills, as many as the fictional student's: the sphere is sized for that count.
// Another first skill than the fictional student's (Python), and Rust among them: the
// sphere's tests read every name from the content.
const SKILL_GROUPS = [
  {
    name: 'Languages',
    skills: [
      'Kotlin',
      'Rust',
      'Go',
      'Python',
      'Java',
      'TypeScript',
      'JavaScript',
      'C',
      'Lua',
      'R',
    ].map(icon),
  },
  {
    name: 'Tools & frameworks',
    skills: ['Docker', 'Git', 'Linux', 'Vim', 'Flask', 'Django', 'React', 'SQLite', 'Redis'].map(
      icon,
    ),
  },
]

const JOB = {
  dates: 'Jun 2025 - Aug 2025',
  title: 'Research Assistant',
  organisation: 'Lakeside College, Robotics Lab',
  bullets: ['Wrote the logging tools the lab uses to replay a robot run step by step.'],
  tags: ['Python', 'ROS'],
}

const SAME_ALT = 'Screenshot of the app'
const PROJECTS = [
  {
    slug: 'bike-share-planner',
    title: 'Bike Share Planner',
    year: 2025,
    period: 'April',
    description: 'Plans a ride between two docks that have bikes and free slots.',
    tags: ['Kotlin', 'Android'],
    link: 'https://codeberg.org/rileychen/bike-share-planner',
    alt: SAME_ALT,
  },
  {
    slug: 'lab-notebook',
    title: 'Lab Notebook',
    year: 2025,
    period: 'May',
    description: 'A notebook for the lab that keeps each experiment with its data.',
    tags: ['Rust', 'SQLite'],
    link: 'https://codeberg.org/rileychen/lab-notebook',
    alt: SAME_ALT,
  },
]

/** Course years renamed, newest first; a fourth year with one course of its own. */
const COURSE_YEARS = ['Year 4', 'Year 3', 'Year 2', 'Year 1'].map((year) => ({
  year,
  heading: year,
}))
/**
 * The new name of each course year the content has now (the value of its `courseYears`, as
 * written, newest first): the oldest becomes "Year 1", the next "Year 2" and so on, the fourth
 * and later "Year 4".
 * @param {string} list
 */
export function renamedYears(list) {
  const years = [...list.matchAll(textField('year', 'g'))].map((m) => textInside(m[1] ?? ''))
  return new Map(years.reverse().map((year, i) => [year, `Year ${Math.min(i + 1, 4)}`]))
}
const FOURTH_YEAR_COURSE = {
  year: 'Year 4',
  term: 'Winter',
  code: 'CS 480',
  title: 'Robot Perception',
  link: 'https://lakeside.example.edu/courses/cs-480',
  description: 'Cameras, depth sensors and the filters that turn them into a map.',
  tags: ['Python', 'OpenCV'],
}

/**
 * The second owner's edits, each a plain text edit of a content file of the copy.
 * @param {import('../owner-test.mjs').OwnerTools} tools
 */
export function applySecondOwnerEdits({ edit, prepend, replaceValue, text, value }) {
  const oldName = textOf(text('src/content/profile.ts'), 'name') ?? ''
  edit('src/content/profile.ts', 'change the name', oldName, SECOND_OWNER.name)
  edit('src/content/profile.ts', 'change the year', /year: \d+/, `year: ${SECOND_OWNER.year}`)
  edit(
    'src/site.config.ts',
    'set the site address',
    new RegExp(`(VITE_SITE_URL \\|\\| )${STRING_LITERAL}`),
    `$1'${SECOND_OWNER.siteUrl}'`,
  )
  edit(
    'src/site.config.ts',
    'set the form endpoint',
    new RegExp(`(VITE_FORM_ENDPOINT \\|\\| )${STRING_LITERAL}`),
    `$1'${SECOND_OWNER.formEndpoint}'`,
  )
  replaceValue('src/site.config.ts', 'profileLinks', PROFILE_LINKS)
  replaceValue('src/content/skills.ts', 'skillGroups', SKILL_GROUPS)
  replaceValue('src/content/experience.ts', 'experience', [JOB])
  edit('src/content/education.ts', 'leave out the GPA', /\n\s*facts: \[[\s\S]*?\n\s*\],/, '')
  // Every course moves to its year's new name in one pass (a year may be named as another was).
  const renamed = renamedYears(value('src/content/courses.ts', 'courseYears'))
  replaceValue('src/content/courses.ts', 'courseYears', COURSE_YEARS)
  edit(
    'src/content/courses.ts',
    'rename the course years',
    textField('year', 'g'),
    (field, literal) => {
      const year = renamed.get(textInside(literal))
      return year ? `year: '${year}'` : field
    },
  )
  prepend('src/content/courses.ts', 'add a fourth-year course', 'courses', [FOURTH_YEAR_COURSE])
  prepend('src/content/projects.ts', 'add two projects with one alt text', 'projects', PROJECTS)
}
