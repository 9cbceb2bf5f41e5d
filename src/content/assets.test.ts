import { existsSync, readFileSync, statSync } from 'node:fs'
import { projects } from './projects'

const THUMBS = 'public/thumbnails'

/** Width and height of a JPEG (from its start-of-frame marker) or a WebP (VP8/VP8L/VP8X). */
function dimensions(file: string): [number, number] {
  const b = readFileSync(file)
  if (b.toString('ascii', 0, 4) === 'RIFF') {
    const kind = b.toString('ascii', 12, 16)
    if (kind === 'VP8 ') return [b.readUInt16LE(26) & 0x3fff, b.readUInt16LE(28) & 0x3fff]
    if (kind === 'VP8L') {
      const bits = b.readUInt32LE(21)
      return [(bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1]
    }
    return [b.readUIntLE(24, 3) + 1, b.readUIntLE(27, 3) + 1]
  }
  for (let i = 2; i < b.length; ) {
    const marker = b[i + 1]!
    if (marker >= 0xc0 && marker <= 0xc3) return [b.readUInt16BE(i + 7), b.readUInt16BE(i + 5)]
    i += 2 + b.readUInt16BE(i + 2)
  }
  throw new Error(`no dimensions in ${file}`)
}

describe('project thumbnails', () => {
  const files = projects.flatMap((p) =>
    [200, 400].flatMap((w) =>
      ['webp', 'jpg'].map((ext) => ({ w, file: `${THUMBS}/${p.slug}-${w}.${ext}` })),
    ),
  )

  test.each(files)('$file exists, fits the 16:10 slot and is at most 15 KB', ({ w, file }) => {
    expect(existsSync(file)).toBe(true)
    expect(statSync(file).size).toBeLessThanOrEqual(15 * 1024)
    expect(dimensions(file)).toEqual([w, (w * 5) / 8])
  })

  test('each project has its own picture', () => {
    const bytes = projects.map((p) =>
      readFileSync(`${THUMBS}/${p.slug}-200.webp`).toString('base64'),
    )
    expect(new Set(bytes).size).toBe(projects.length)
  })
})

describe('other assets', () => {
  test('the résumé is a one-page PDF', () => {
    const pdf = readFileSync('public/resume.pdf').toString('latin1')
    expect(pdf.startsWith('%PDF-')).toBe(true)
    expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1)
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
