// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/preact'
import { Router } from 'wouter'
import type { Education, SkillGroup } from '../content/types'

// Home with an owner's content: the education and skills modules are swapped per test.
vi.mock('../sphere/SkillSphere', () => ({ SkillSphere: () => null }))

async function renderHome(content: {
  university?: Partial<Education>
  highSchool?: Partial<Education>
  skillGroups?: readonly SkillGroup[]
}) {
  vi.resetModules()
  const education = await import('../content/education')
  const skills = await import('../content/skills')
  vi.doMock('../content/education', () => ({
    ...education,
    university: { ...education.university, ...content.university },
    highSchool: { ...education.highSchool, ...content.highSchool },
  }))
  vi.doMock('../content/skills', () => ({
    ...skills,
    skillGroups: content.skillGroups ?? skills.skillGroups,
  }))
  const { Home } = await import('./Home')
  render(
    <Router>
      <Home />
    </Router>,
  )
  return { headings: education.educationHeadings }
}

const about = () => within(screen.getByRole('region', { name: 'About' }))

test.each([
  ['left out', undefined],
  ['empty', []],
])(
  'no GPA to show (facts %s), no lists, no coursework: the schools without empty parts',
  async (_, facts) => {
    const bare = { facts, activities: undefined, designations: [], awards: undefined }
    const { headings } = await renderHome({
      university: { courses: undefined },
      highSchool: bare,
    })
    expect(about().getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(0)
    expect(screen.queryByRole('term')).toBeNull()
    expect(about().queryAllByRole('list')).toEqual([])
    for (const title of [headings.courses, headings.activities, headings.awards])
      expect(about().queryByRole('heading', { name: title })).toBeNull()
  },
)

test('skill groups of any names and count', async () => {
  const groups: SkillGroup[] = ['Languages', 'Tools & frameworks', 'Cloud', 'Data'].map(
    (name, i) => ({ name, skills: [{ name: `Skill ${i}`, icon: 'carbon:code' }] }),
  )
  await renderHome({ skillGroups: groups })
  const skills = within(screen.getByRole('region', { name: 'Skills' }))
  expect(skills.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
    groups.map((g) => g.name),
  )
  for (const g of groups)
    expect(
      within(skills.getByRole('list', { name: `${g.name} skills` }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(g.skills.map((s) => s.name))
})
