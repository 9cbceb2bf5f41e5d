/** Typed shapes of the portfolio's static content: the files beside this one fill them in. */

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
  /**
   * One to three letters on the favicon, the app icons and the link picture when there is no
   * `image`. Default: the first letters of the first and last words of `name` ("AQ").
   */
  initials?: string
  /**
   * A square photo or logo (PNG, JPEG, WebP or SVG) for the favicon, the app icons and the
   * link picture instead of the initials, as a path from the repository root
   * (`src/content/me.jpg`) or from public/ (`me.jpg` for public/me.jpg). A picture that is not
   * square is cropped to its centre.
   */
  image?: string
  /**
   * The most pages the résumé may take. Absent: as many as the content needs (it flows onto a
   * second page). `1` makes `npm run assets` stop, naming what does not fit, instead.
   */
  resumePages?: number
}

export interface ProfileLink {
  /** Any name: it is the link's accessible name and its text in the Contact page's footer. */
  label: string
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

export interface Skill {
  name: string
  /** Icon as `set:name`, e.g. `simple-icons:python`. */
  icon: string
}

export interface SkillGroup {
  /** Any heading ("Comfortable", "Languages"); any number of groups. */
  name: string
  skills: readonly Skill[]
}

export interface Experience {
  dates: string
  title: string
  organisation: string
  bullets: readonly string[]
  tags: readonly string[]
  /** `false` leaves the job off the résumé (it stays on the site). Default: on it. */
  resume?: boolean
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
  /**
   * Its place on the résumé (1 = first); absent = not on the résumé. When no project has one,
   * the résumé shows the six newest.
   */
  resume?: number
}

/** Any name ("Junior", "Year 4"): `courseYears` in courses.ts gives their order and headings. */
export type CourseYear = string

export interface Course {
  year: CourseYear
  /** Any term name ("Spring", "Winter quarter"). */
  term: string
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
