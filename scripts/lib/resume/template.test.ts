// @vitest-environment happy-dom
import { describe, expect, test } from 'vitest'
import { allContent } from '../../../src/content/all'
import * as education from '../../../src/content/education'
import * as experience from '../../../src/content/experience'
import * as profile from '../../../src/content/profile'
import { projects } from '../../../src/content/projects'
import * as skills from '../../../src/content/skills'
import type { Education, Experience, Project } from '../../../src/content/types'
import * as site from '../../../src/site.config'
import { ContentError } from '../errors.mjs'
import {
  DEFAULT_PROJECTS,
  type ResumeContent,
  resumeDocument,
  resumeProjects,
} from './template.mjs'

const content: ResumeContent = allContent
const allProjects: readonly Project[] = projects

/** The résumé of `content` as a document, to read like a reader would. */
function resume(overrides: Partial<ResumeContent> = {}) {
  const html = resumeDocument({ ...content, ...overrides })
  return new DOMParser().parseFromString(html, 'text/html')
}
const texts = (doc: Document, selector: string) =>
  [...doc.querySelectorAll(selector)].map((el) => el.textContent?.trim() ?? '')

/** Today's projects without any `resume` place. */
const unplaced = (): Project[] => allProjects.map(({ resume: _, ...p }) => p)

describe('the résumé projects', () => {
  test('are those with a `resume` place, in the order of their places', () => {
    const placed = allProjects
      .filter((p) => p.resume !== undefined)
      .sort((a, b) => (a.resume ?? 0) - (b.resume ?? 0))
    expect(placed.length).toBeGreaterThan(0)
    expect(texts(resume(), '.projects h3')).toEqual(placed.map((p) => p.title))
  })

  test('a project given a place joins at that place', () => {
    const [first, ...rest] = unplaced()
    const list = [{ ...first!, resume: 2 }, { ...rest[0]!, resume: 1 }, ...rest.slice(1)]
    expect(texts(resume({ projects: list }), '.projects h3')).toEqual([
      rest[0]!.title,
      first!.title,
    ])
  })

  test('with none placed, are the newest ones, the content order kept within a year', () => {
    const list = unplaced()
    const shown = resumeProjects(list)
    expect(shown).toHaveLength(Math.min(DEFAULT_PROJECTS, list.length))
    const left = list.filter((p) => !shown.includes(p))
    for (const p of shown) for (const q of left) expect(p.year).toBeGreaterThanOrEqual(q.year)
    for (let i = 1; i < shown.length; i++) {
      const [a, b] = [shown[i - 1]!, shown[i]!]
      if (a.year === b.year) expect(list.indexOf(a)).toBeLessThan(list.indexOf(b))
      else expect(a.year).toBeGreaterThan(b.year)
    }
  })

  test.each([
    ['two projects at one place', [{ resume: 1 }, { resume: 1 }], /both have resume: 1/],
    ['a place of 0', [{ resume: 0 }], /has resume: 0; use a whole number from 1/],
    ['a place of 1.5', [{ resume: 1.5 }], /has resume: 1.5; use a whole number from 1/],
  ])('%s stops with one line naming projects.ts and the project', (_, marks, reason) => {
    const list = unplaced().map((p, i) => ({ ...p, ...marks[i] }))
    const run = () => resumeProjects(list)
    expect(run).toThrow(ContentError)
    expect(run).toThrow(reason)
    expect(run).toThrow(new RegExp(`^src/content/projects.ts: projects? "${list[0]!.slug}"`))
    expect(run).not.toThrow(/\n/)
  })
})

describe('the résumé shows the rest of the content as it is', () => {
  test('every job, with its real bullets, and a job the owner adds', () => {
    const added: Experience = {
      dates: 'Jun 2025 - Aug 2025',
      title: 'Software Engineering Intern',
      organisation: 'Example Corp',
      bullets: ['Shipped a feature.', 'TBD'],
      tags: [],
    }
    const jobs: readonly Experience[] = [added, ...experience.experience]
    const doc = resume({ experience: jobs })
    const headings = texts(doc, '[data-entry*="experience.ts"] h3')
    expect(headings).toEqual(jobs.map((j) => `${j.title}, ${j.organisation}`))
    const bullets = texts(doc, '[data-entry*="experience.ts"] li')
    const real = jobs.flatMap((j) => j.bullets).filter((b) => !/^(tbd|todo)$/i.test(b))
    expect(bullets).toEqual(real)
  })

  test('a job marked resume: false is left off, and only from the résumé', () => {
    const [first, ...rest] = experience.experience as readonly Experience[]
    const doc = resume({ experience: [{ ...first!, resume: false }, ...rest] })
    expect(texts(doc, '[data-entry*="experience.ts"] h3')).toEqual(
      rest.map((j) => `${j.title}, ${j.organisation}`),
    )
  })

  test('each school with its courses under the content heading, its facts and awards', () => {
    const doc = resume()
    const schools: Education[] = [education.university, education.highSchool]
    expect(texts(doc, '[data-entry*="education.ts"] h3')).toEqual(
      schools.map((s) => `${s.degree}, ${s.school}, ${s.location}`),
    )
    const lines = texts(doc, '.muted').join('\n')
    for (const s of schools) {
      if (s.courses?.length) {
        expect(lines).toContain(`${education.educationHeadings.courses}: ${s.courses.join(', ')}`)
      }
      for (const f of s.facts ?? []) expect(lines).toContain(`${f.label} ${f.value}`)
      for (const a of s.awards ?? []) expect(lines).toContain(a)
    }
  })

  test('a school without courses, facts, awards or activities leaves no empty line or row', () => {
    const bare: Education = { school: 'S', degree: 'D', dates: '2020', location: 'L' }
    const doc = resume({ university: bare, highSchool: bare })
    expect(doc.querySelectorAll('.muted')).toHaveLength(0)
    expect(texts(doc, '.skills dt')).toEqual(skills.skillGroups.map((g) => g.name))
    expect(texts(doc, 'h2')).not.toContain('Skills and activities')
  })

  test('the name, role, interests and every profile link', () => {
    const doc = resume()
    expect(doc.querySelector('h1')?.textContent).toBe(profile.profile.name)
    expect(doc.querySelector('.role')?.textContent).toBe(profile.profile.role)
    expect(doc.querySelector('.summary')?.textContent).toBe(profile.profile.interests)
    const hrefs = [...doc.querySelectorAll('.contact a')].map((a) => a.getAttribute('href'))
    expect(hrefs).toEqual(site.profileLinks.map((l) => l.href))
  })
})
