// @vitest-environment happy-dom
import { render, screen } from '@testing-library/preact'
import { projects, projectYears } from '../content/projects'
import Projects from './Projects'

// The build says which projects have their own pictures; here the first has none.
const [drawn] = projects
vi.mock('virtual:project-thumbnails', async () => {
  const { projects } = await import('../content/projects')
  return { ownThumbnails: projects.slice(1).map((p) => p.slug) }
})

/** The projects in the page's order, newest year first: two may share an alt text. */
const shown = projectYears.flatMap((year) => projects.filter((p) => p.year === year))

test('a project without its own pictures shows the drawn one; the others their own', () => {
  render(<Projects title="Projects" />)
  const images = screen.getAllByRole('img')
  expect(images.map((img) => img.getAttribute('alt'))).toEqual(shown.map((p) => p.alt))
  shown.forEach((p, i) => {
    const img = images[i]!
    if (p === drawn) {
      expect(img.getAttribute('src')).toBe(`thumbnails/${p.slug}.svg`)
      expect(img.closest('picture')).toBeNull()
      return
    }
    expect(img.getAttribute('src')).toBe(`thumbnails/${p.slug}-200.jpg`)
    const webp = img.closest('picture')?.querySelector('source[type="image/webp"]')
    expect(webp?.getAttribute('srcset')).toBe(
      `thumbnails/${p.slug}-200.webp 1x, thumbnails/${p.slug}-400.webp 2x`,
    )
  })
})

test('a section per year of the projects, newest first', () => {
  render(<Projects title="Projects" />)
  const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
  expect(headings).toEqual(projectYears.map(String))
  const buttons = screen.getAllByRole('button').map((b) => b.textContent)
  expect(buttons).toEqual(projectYears.map(String))
})
