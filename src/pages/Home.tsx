import { Link } from 'wouter'
import { Chip } from '../components/Chip'
import { Icon } from '../components/Icon'
import { Intro } from '../components/Intro'
import { Later } from '../components/Later'
import { Section } from '../components/Section'
import { educationHeadings as headings, highSchool, university } from '../content/education'
import { profile } from '../content/profile'
import { skillGroups } from '../content/skills'
import type { Education } from '../content/types'
import { preloadOn, routeAt } from '../routes'
import { SkillSphere } from '../sphere/SkillSphere'

// The outline: About (h2) › Education (h3) › each school (h4) › its lists (h5).
function SchoolHeader({ school }: { school: Education }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
      <h4 className="m-0 text-lg font-semibold text-slate-100">{school.school}</h4>
      <p className="m-0 font-mono text-xs uppercase tracking-wider text-slate-400">
        {school.dates}
      </p>
      <p className="m-0 w-full text-sm text-slate-400">
        {school.degree} · {school.location}
      </p>
    </div>
  )
}

/** A school's list under its heading; nothing at all when the content has none. */
function LabelledList({ title, items }: { title: string; items?: readonly string[] }) {
  if (!items?.length) return null
  return (
    <div>
      <h5 className="m-0 text-sm font-semibold text-slate-200">{title}</h5>
      <ul className="mt-1 mb-0 space-y-1 pl-5 text-sm list-disc marker:text-accent">
        {items.map((i) => (
          <li key={i}>{i}</li>
        ))}
      </ul>
    </div>
  )
}

const COURSES = '/courses'
const HIGH_SCHOOL_LISTS = ['activities', 'designations', 'awards'] as const

function About() {
  return (
    <Section id="about" title="About">
      <p className="mt-0 max-w-2xl text-base leading-relaxed">{profile.interests}</p>
      <h3 className="mt-8 mb-4 text-sm font-semibold uppercase tracking-widest text-slate-400">
        {headings.title}
      </h3>
      <div className="grid gap-5">
        <article className="card">
          <SchoolHeader school={university} />
          {university.courses?.length ? (
            <div className="mt-4">
              <LabelledList title={headings.courses} items={university.courses} />
            </div>
          ) : null}
          <Link
            href={COURSES}
            {...preloadOn(COURSES)}
            className="link mt-4 inline-flex items-center gap-1 text-sm font-semibold"
          >
            {`View ${routeAt(COURSES).title}`}
            <Icon name="carbon:arrow-right" />
          </Link>
        </article>
        <article className="card">
          <SchoolHeader school={highSchool} />
          {highSchool.facts?.length ? (
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {highSchool.facts.map((f) => (
                <div key={f.label} className="contents">
                  <dt className="font-semibold text-slate-200">{f.label}</dt>
                  <dd className="m-0">{f.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {HIGH_SCHOOL_LISTS.some((list) => highSchool[list]?.length) ? (
            <div className="mt-4 grid gap-4 bp600:grid-cols-3">
              {HIGH_SCHOOL_LISTS.map((list) => (
                <LabelledList key={list} title={headings[list]} items={highSchool[list]} />
              ))}
            </div>
          ) : null}
        </article>
      </div>
    </Section>
  )
}

function Skills() {
  return (
    <Section id="skills" title="Skills">
      <div className="grid items-center gap-8 lg:grid-cols-[1fr_auto]">
        <div className="grid gap-6">
          {skillGroups.map((group) => (
            <div key={group.name}>
              <h3 className="mt-0 mb-3 text-sm font-semibold uppercase tracking-widest text-slate-400">
                {group.name}
              </h3>
              <ul
                aria-label={`${group.name} skills`}
                className="m-0 flex flex-wrap gap-2 p-0 list-none"
              >
                {group.skills.map((s) => (
                  <Chip key={s.name} label={s.name} icon={s.icon} />
                ))}
              </ul>
            </div>
          ))}
        </div>
        <SkillSphere />
      </div>
    </Section>
  )
}

export function Home() {
  return (
    <>
      <Intro />
      <Later>
        <About />
      </Later>
      <Later>
        <Skills />
      </Later>
    </>
  )
}
