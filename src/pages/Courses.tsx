import { Tags } from '../components/Chip'
import { ExternalLink } from '../components/ExternalLink'
import { HomeLink } from '../components/HomeLink'
import { Later } from '../components/Later'
import { PageHeading } from '../components/PageHeading'
import { courses, courseYears } from '../content/courses'
import type { Course } from '../content/types'
import { slugs } from '../lib/slug'
import type { PageProps } from '../routes'

/** Each year's heading id: any year name ("Year 4") gives a valid one of its own. */
const headingIds = slugs(courseYears.map((y) => y.year)).map((s) => `courses-${s}`)

function CourseCard({ course }: { course: Course }) {
  return (
    <li className="card">
      <p className="m-0 font-mono text-xs uppercase tracking-wider text-slate-400">
        {course.term} · {course.code}
      </p>
      <h3 className="mt-1 mb-2 text-base font-semibold">
        <ExternalLink href={course.link} className="link text-slate-100">
          {course.title}
        </ExternalLink>
      </h3>
      <p className="m-0 text-sm leading-relaxed">{course.description}</p>
      <Tags tags={course.tags} label={`Skills from ${course.title}`} />
    </li>
  )
}

export default function Courses({ title }: PageProps) {
  return (
    <>
      <HomeLink />
      <PageHeading className="mt-4 mb-8 text-3xl font-bold tracking-tight text-slate-100 md:text-4xl">
        {title}
      </PageHeading>
      {courseYears.map(({ year, heading }, i) => (
        <section key={year} aria-labelledby={headingIds[i]} className="mb-10">
          <h2 id={headingIds[i]} className="mt-0 mb-4 text-xl font-bold text-slate-100">
            {heading}
          </h2>
          {/* Plain links and text: a year's cards hydrate after the page around them. */}
          <Later>
            <ul className="m-0 grid gap-4 p-0 list-none md:grid-cols-2">
              {courses
                .filter((c) => c.year === year)
                .map((c) => (
                  <CourseCard key={c.code} course={c} />
                ))}
            </ul>
          </Later>
        </section>
      ))}
    </>
  )
}
