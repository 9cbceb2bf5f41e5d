/** Typed shapes of the portfolio's static content (spec section 3). */

export interface Profile {
  name: string
  role: string
  tagline: string
  /** Interest statement shown at the top of About. */
  interests: string
  /** The line above the contact form. */
  invitation: string
  credits: string
  year: number
}

export interface ProfileLink {
  label: 'GitHub' | 'LinkedIn' | 'Email' | 'Kaggle'
  href: string
  /** Icon as `set:name` of an installed @iconify-json set, e.g. `simple-icons:github`. */
  icon: string
}

export interface Education {
  school: string
  degree: string
  dates: string
  location: string
  /** University: relevant courses listed under the degree. */
  courses?: readonly string[]
  /** High school: labelled facts such as GPA and Rank. */
  facts?: readonly { label: string; value: string }[]
  activities?: readonly string[]
  designations?: readonly string[]
  awards?: readonly string[]
}

/** What the education part of About calls itself and each of a school's lists. */
export interface EducationHeadings {
  title: string
  courses: string
  activities: string
  designations: string
  awards: string
}

type SkillGroupName = 'Comfortable' | 'Familiar' | 'Currently Learning'

export interface Skill {
  name: string
  /** Icon as `set:name`, e.g. `simple-icons:python`. */
  icon: string
}

export interface SkillGroup {
  name: SkillGroupName
  skills: readonly Skill[]
}

export interface Experience {
  dates: string
  title: string
  organisation: string
  bullets: readonly string[]
  tags: readonly string[]
}

export interface Project {
  /** File name stem of the thumbnail in public/thumbnails/. */
  slug: string
  title: string
  /** Any whole year: the Projects page has a section for each year that has projects. */
  year: number
  period: string
  description: string
  tags: readonly string[]
  link: string
  /** Alternative text of the thumbnail. */
  alt: string
}

export type CourseYear = 'Junior' | 'Sophomore' | 'Freshman'

export interface Course {
  year: CourseYear
  term: 'Spring' | 'Fall'
  code: string
  title: string
  link: string
  description: string
  tags: readonly string[]
}

export interface Holiday {
  month: number
  day: number
  /** Icon of the decoration, as `set:name`. */
  icon: string
  direction?: 'down' | 'up'
}
