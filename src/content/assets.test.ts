import { existsSync, readFileSync, statSync } from 'node:fs'
import { imageSize } from 'image-size'
import { pdfTitles } from '../../scripts/lib/resume/print.mjs'
import { resumeProjects } from '../../scripts/lib/resume/template.mjs'
import { REGENERATE, readStamps, stampOf, stampSources } from '../../scripts/lib/sources.mjs'
import { THUMBNAIL_MAX_BYTES, thumbnailFiles } from '../../scripts/lib/thumbnails/spec.mjs'
import { pwaOptions } from '../../scripts/plugins/pwa'
import { allContent } from './all'
import * as education from './education'
import * as experience from './experience'
import * as profile from './profile'
import { projects } from './projects'
import type { Experience, Profile } from './types'

const THUMBS = 'public/thumbnails'

/** Width and height of an image file, read from its header. */
function dimensions(file: string): [number | undefined, number | undefined] {
  const { width, height } = imageSize(readFileSync(file))
  return [width, height]
}

// A project without files of its own gets a drawn one at build time (scripts/plugins/content/): only
// the projects whose owner supplied pictures must have all four, at their size and budget.
// Files of a removed project are left out of the build, with a warning.
describe('project thumbnails', () => {
  const withFiles = projects.filter((p) =>
    thumbnailFiles(p.slug).some(({ name }) => existsSync(`${THUMBS}/${name}`)),
  )
  const files = withFiles.flatMap((p) =>
    thumbnailFiles(p.slug).map(({ name, width, height }) => ({
      file: `${THUMBS}/${name}`,
      size: [width, height],
    })),
  )

  test.each(files)('$file exists, fits the 16:10 slot and is at most 15 KB', ({ file, size }) => {
    expect(existsSync(file)).toBe(true)
    expect(statSync(file).size).toBeLessThanOrEqual(THUMBNAIL_MAX_BYTES)
    expect(dimensions(file)).toEqual(size)
  })

  test('each project with pictures has its own', () => {
    const bytes = withFiles.map((p) =>
      readFileSync(`${THUMBS}/${p.slug}-200.webp`).toString('base64'),
    )
    expect(new Set(bytes).size).toBe(withFiles.length)
  })
})

describe('other assets', () => {
  const { icons = [] } = pwaOptions.manifest || {}
  test.each(icons)('the manifest icon $src is a PNG of the size it declares', ({ src, sizes }) => {
    const { type, width, height } = imageSize(readFileSync(`public/${src}`))
    expect(type).toBe('png')
    expect(`${width}x${height}`).toBe(sizes)
  })

  test('the link preview picture is a 1200 x 630 PNG of at most 100 KB', () => {
    const png = readFileSync('public/og-image.png')
    expect(imageSize(png)).toMatchObject({ type: 'png', width: 1200, height: 630 })
    expect(png.length).toBeLessThanOrEqual(100 * 1024)
  })

  test('the résumé is a PDF of at least one page, and no more than profile.resumePages', () => {
    const pdf = readFileSync('public/resume.pdf').toString('latin1')
    expect(pdf.startsWith('%PDF-')).toBe(true)
    const pages = pdf.match(/\/Type\s*\/Page[^s]/g)?.length ?? 0
    expect(pages).toBeGreaterThanOrEqual(1)
    const max: number | undefined = (profile.profile as Profile).resumePages
    if (max !== undefined) expect(pages).toBeLessThanOrEqual(max)
  })

  test('the résumé holds every school, job and résumé project of the content', () => {
    // One outline item per entry heading; a heading that wraps loses its space there.
    const squeeze = (s: string) => s.replace(/\s+/g, '')
    const titles = pdfTitles(readFileSync('public/resume.pdf')).map(squeeze)
    const jobs: readonly Experience[] = experience.experience
    const expected = [
      ...[education.university, education.highSchool].map((s) => s.degree),
      ...jobs.filter((j) => j.resume !== false).map((j) => j.title),
      ...resumeProjects(projects).map((p) => p.title),
    ]
    const missing = expected.filter((t) => !titles.some((title) => title.includes(squeeze(t))))
    expect(missing).toEqual([])
  })

  test('the résumé is a tagged PDF: structure, document language and an outline', () => {
    const pdf = readFileSync('public/resume.pdf').toString('latin1')
    expect(pdf).toMatch(/\/StructTreeRoot \d+ 0 R/)
    expect(pdf).toMatch(/\/MarkInfo\s*<<[^>]*\/Marked true/)
    expect(pdf).toMatch(/\/Lang \(en\)/)
    expect(pdf).toMatch(/\/Outlines \d+ 0 R/)
    expect(pdf).toMatch(/\/Title \(EXPERIENCE\)/) // an outline entry per section heading
  })

  test('the 404 illustration is a titled SVG', () => {
    const svg = readFileSync('public/404.svg', 'utf8')
    expect(svg).toMatch(/<svg[^>]*viewBox=/)
    expect(svg).toMatch(/<title[^>]*>[^<]+<\/title>/)
  })
})

// Each generator records a stamp of what it drew from the content (scripts/lib/sources.mjs);
// the same code recomputes it here, so a content edit the committed file does not show fails,
// naming the command that regenerates it.
describe('generated files are current with the content', () => {
  const stamps = readStamps()
  const sources = stampSources(allContent)

  test.each(Object.keys(sources))('%s', (file) => {
    const message = `${file} is out of date with src/content: run ${REGENERATE}`
    expect(stampOf(sources[file]!()), message).toBe(stamps[file])
  })

  test('every stamp belongs to a generated file (none is left from a removed one)', () => {
    expect(Object.keys(stamps).sort()).toEqual(Object.keys(sources).sort())
  })
})
