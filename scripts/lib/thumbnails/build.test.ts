import { projects } from '../../../src/content/projects'
import { colors } from '../../../src/theme.mjs'
import { ownSlugs } from '../../plugins/content/plugin'
import {
  generatedThumbnail,
  strayWarning,
  type ThumbnailFile,
  thumbnailProblems,
  titleInitials,
  titleLines,
} from './build'
import { THUMBNAIL_MAX_BYTES, thumbnailCommand, thumbnailFiles } from './spec.mjs'

/** The four files of a slug as `npm run thumbnail` writes them: right size, within budget. */
const goodFiles = (slug: string): ThumbnailFile[] =>
  thumbnailFiles(slug).map(({ name, width, height }) => ({ name, width, height, bytes: 9000 }))

describe('the owner’s thumbnail files', () => {
  test('16:10 at 200 and 400 px wide, WebP and JPEG, at most 15 KB each', () => {
    expect(thumbnailFiles('x').map((f) => `${f.name} ${f.width}x${f.height}`)).toEqual([
      'x-200.webp 200x125',
      'x-200.jpg 200x125',
      'x-400.webp 400x250',
      'x-400.jpg 400x250',
    ])
    expect(THUMBNAIL_MAX_BYTES).toBe(15 * 1024)
  })

  test('all four files, of the formats their names say: the project has its own picture', () => {
    const named = goodFiles('b').map((f) => ({ ...f, type: f.name.split('.')[1] }))
    for (const files of [goodFiles('b'), named])
      expect(thumbnailProblems(['a', 'b'], files)).toEqual({ own: ['b'], problems: [], strays: [] })
  })

  test('no files: no problem, the project gets the drawn one', () => {
    expect(thumbnailProblems(['a'], [])).toEqual({ own: [], problems: [], strays: [] })
  })

  test('a set begun but not finished names the missing files and the command', () => {
    const files = goodFiles('a').filter((f) => !f.name.startsWith('a-400'))
    const { own, problems } = thumbnailProblems(['a'], files)
    expect(own).toEqual([])
    expect(problems).toEqual([
      `public/thumbnails: project "a" has a-200.webp, a-200.jpg but not a-400.webp, a-400.jpg: run ${thumbnailCommand('a')}`,
    ])
  })

  test.each<[string, string, Partial<ThumbnailFile>, string | null]>([
    ['of the wrong pixel size', 'a-400.jpg', { height: 300 }, '400x300 pixels, must be 400x250'],
    ['one pixel too wide', 'a-200.jpg', { width: 201 }, '201x125 pixels, must be 200x125'],
    [
      'over the byte budget',
      'a-200.webp',
      { bytes: THUMBNAIL_MAX_BYTES + 1 },
      '15.0 KB, at most 15.0 KB',
    ],
    ['exactly at the byte budget', 'a-200.webp', { bytes: THUMBNAIL_MAX_BYTES }, null],
    ['without its width', 'a-200.jpg', { width: undefined }, 'not a readable image'],
    ['without its height', 'a-200.jpg', { height: undefined }, 'not a readable image'],
    [
      'that is not an image',
      'a-200.jpg',
      { width: undefined, height: undefined, bytes: 12 },
      'not a readable image',
    ],
    [
      'of another format than its name says',
      'a-400.jpg',
      { type: 'png' },
      'a PNG image, must be JPG',
    ],
  ])('a file %s', (_, name, change, problem) => {
    const files = goodFiles('a').map((f) => (f.name === name ? { ...f, ...change } : f))
    expect(thumbnailProblems(['a'], files).problems).toEqual(
      problem ? [`public/thumbnails/${name}: ${problem}: run npm run thumbnail -- a <image>`] : [],
    )
  })

  test('a file of no project (a removed one) is no problem: the build leaves it out', () => {
    const files = [...goodFiles('a'), { name: 'old-200.webp', bytes: 10, width: 200, height: 125 }]
    expect(thumbnailProblems(['a'], files)).toEqual({
      own: ['a'],
      problems: [],
      strays: ['old-200.webp'],
    })
    expect(strayWarning('old-200.webp')).toBe(
      "public/thumbnails/old-200.webp: belongs to no project, left out of the build: delete it, or name it after a project's slug (<slug>-200.webp, -200.jpg, -400.webp, -400.jpg)",
    )
  })

  test('the page is told only of complete sets, read from the names alone', () => {
    const names = [...goodFiles('a'), ...goodFiles('b').slice(1)].map((f) => f.name)
    expect(ownSlugs(names)).toEqual(['a'])
  })
})

describe('the drawn thumbnail of a project without one', () => {
  test('initials of the first two words', () => {
    expect(titleInitials('weather dashboard for cities')).toBe('WD')
    expect(titleInitials('Échecs')).toBe('É')
    expect(titleInitials('C++ / Rust')).toBe('CR')
    expect(titleInitials('!!!')).toBe('?')
  })

  test('the title in at most two lines, the rest cut with an ellipsis', () => {
    expect(titleLines('Short title')).toEqual(['Short title'])
    expect(titleLines('Multi-threaded Image Processing Server')).toEqual([
      'Multi-threaded Image',
      'Processing Server',
    ])
    const long = titleLines('A very long title that goes on and on well past what two lines hold')
    expect(long).toHaveLength(2)
    expect(long[1]?.endsWith('…')).toBe(true)
    for (const line of long) expect(line.length).toBeLessThanOrEqual(28)
    expect(titleLines('  Padded   title ')).toEqual(['Padded title'])
    // 28 characters fit on a line; the rest of a third line goes on the second, cut.
    expect(titleLines('abcdefghij abcdefghij abcdef next')).toEqual([
      'abcdefghij abcdefghij abcdef',
      'next',
    ])
    expect(titleLines('one two three four five six seven', 9)).toEqual(['one two', 'three fo…'])
    // A cut at a space leaves no space before the ellipsis.
    expect(titleLines('one two abcdefg hij klm', 9)).toEqual(['one two', 'abcdefg…'])
  })

  test('the words are under the initials, one line below the other', () => {
    const lines = (svg: string) => [...svg.matchAll(/<tspan x="200" y="(\d+)">/g)].map((m) => m[1])
    expect(lines(generatedThumbnail({ title: 'Short', alt: 'a' }))).toEqual(['208'])
    expect(
      lines(generatedThumbnail({ title: 'A title long enough for two lines', alt: 'a' })),
    ).toEqual(['196', '220'])
    // The title's text element holds its lines and nothing between them.
    expect(generatedThumbnail({ title: 'A title long enough for two lines', alt: 'a' })).toContain(
      '<text font-size="19" fill="#cbd5e1"><tspan x="200" y="196">A title long enough for two</tspan><tspan x="200" y="220">lines</tspan></text>',
    )
  })

  test.each(projects.slice(0, 3))('$slug: a 16:10 SVG of its title on the theme colours', (p) => {
    const svg = generatedThumbnail(p)
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 400 250"/)
    expect(svg).toContain(`>${titleInitials(p.title)}</text>`)
    for (const line of titleLines(p.title)) expect(svg).toContain(`>${line}</tspan>`)
    expect(svg).toContain(colors.accent)
    expect(svg).toContain(colors.ink)
  })

  test('the title and alt text are escaped', () => {
    const svg = generatedThumbnail({ title: 'Tom & <Jerry>', alt: 'a "cat" & <mouse>' })
    expect(svg).toContain('Tom &amp; &lt;Jerry&gt;')
    expect(svg).toContain('<title>a &quot;cat&quot; &amp; &lt;mouse&gt;</title>')
    expect(svg).not.toContain('<Jerry>')
  })
})
