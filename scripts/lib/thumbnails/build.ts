/**
 * Project thumbnails: the owner's own files in public/thumbnails/ (four per project, made by
 * `npm run thumbnail`), checked by the build; a project without any gets a picture drawn
 * from its title at build time, so a new project never shows a broken image.
 */

import { colors } from '../../../src/theme.mjs'
import { THUMBNAIL_DIR, THUMBNAIL_MAX_BYTES, thumbnailCommand, thumbnailFiles } from './spec.mjs'

/** A file of public/thumbnails/: its size in bytes and, when it is a readable image, pixels. */
export interface ThumbnailFile {
  name: string
  bytes: number
  width?: number | undefined
  height?: number | undefined
  /** What the bytes are, read from their header: `webp`, `jpg`, `png`… */
  type?: string | undefined
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/**
 * Which projects have their own thumbnail; one line per problem with the files (a set of
 * four begun but not finished, a file of the wrong pixel size or format, or over the byte
 * budget); and the files that belong to no project (a removed project's), which the build
 * leaves out with a warning.
 */
export function thumbnailProblems(
  slugs: readonly string[],
  files: readonly ThumbnailFile[],
): { own: string[]; problems: string[]; strays: string[] } {
  const byName = new Map(files.map((f) => [f.name, f]))
  const expected = new Set<string>()
  const own: string[] = []
  const problems: string[] = []
  for (const slug of slugs) {
    const wanted = thumbnailFiles(slug)
    for (const w of wanted) expected.add(w.name)
    const present = wanted.filter((w) => byName.has(w.name))
    if (!present.length) continue
    const fix = `run ${thumbnailCommand(slug)}`
    if (present.length < wanted.length) {
      const absent = wanted.filter((w) => !byName.has(w.name)).map((w) => w.name)
      problems.push(
        `${THUMBNAIL_DIR}: project "${slug}" has ${present.map((w) => w.name).join(', ')} but not ${absent.join(', ')}: ${fix}`,
      )
      continue
    }
    own.push(slug)
    for (const w of wanted) {
      const file = byName.get(w.name) as ThumbnailFile
      const path = `${THUMBNAIL_DIR}/${w.name}`
      const ext = w.name.slice(w.name.lastIndexOf('.') + 1)
      if (file.width === undefined || file.height === undefined)
        problems.push(`${path}: not a readable image: ${fix}`)
      else if (file.type && file.type !== ext)
        problems.push(
          `${path}: a ${file.type.toUpperCase()} image, must be ${ext.toUpperCase()}: ${fix}`,
        )
      else if (file.width !== w.width || file.height !== w.height)
        problems.push(
          `${path}: ${file.width}x${file.height} pixels, must be ${w.width}x${w.height}: ${fix}`,
        )
      if (file.bytes > THUMBNAIL_MAX_BYTES)
        problems.push(`${path}: ${kb(file.bytes)}, at most ${kb(THUMBNAIL_MAX_BYTES)}: ${fix}`)
    }
  }
  const strays = files.map((f) => f.name).filter((name) => !expected.has(name))
  return { own, problems, strays }
}

/** The warning about a file of no project: the build leaves it out. */
export const strayWarning = (name: string) =>
  `${THUMBNAIL_DIR}/${name}: belongs to no project, left out of the build: delete it, or name it after a project's slug (<slug>-200.webp, -200.jpg, -400.webp, -400.jpg)`

/** Where the drawn thumbnail of a project without its own is served, beside the others. */
export const generatedThumbnailPath = (slug: string) => `thumbnails/${slug}.svg`

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Up to two letters for the picture: the initials of the title's first two words. */
export function titleInitials(title: string): string {
  const words = title.match(/[\p{L}\p{N}]+/gu) ?? []
  const letters = words.slice(0, 2).map((w) => w[0] ?? '')
  return letters.join('').toUpperCase() || '?'
}

/** The title in at most two lines of about `width` characters, the second cut with "…". */
export function titleLines(title: string, width = 28): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of title.trim().split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(line)
  if (lines.length <= 2) return lines
  const second = `${lines[1]} ${lines.slice(2).join(' ')}`
  return [lines[0] as string, `${second.slice(0, width - 1).trimEnd()}…`]
}

/**
 * A 16:10 SVG for a project without a picture of its own: the title's initials and the
 * title on the site's colours. It is served as a file, so the page's img-src 'self' allows
 * it and the service worker precaches it with the other pictures.
 */
export function generatedThumbnail({ title, alt }: { title: string; alt: string }): string {
  const lines = titleLines(title)
  const top = lines.length > 1 ? 196 : 208
  const words = lines.map((l, i) => `<tspan x="200" y="${top + i * 24}">${esc(l)}</tspan>`).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 250" width="400" height="250" role="img"><title>${esc(alt)}</title>
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors.inkSoft}"/><stop offset="1" stop-color="${colors.ink}"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="${colors.accent}" stop-opacity=".22"/><stop offset="1" stop-color="${colors.accent}" stop-opacity="0"/></radialGradient>
<pattern id="dots" width="20" height="20" patternUnits="userSpaceOnUse"><circle cx="10" cy="10" r="1.1" fill="${colors.line}"/></pattern></defs>
<rect width="400" height="250" fill="url(#bg)"/><rect width="400" height="250" fill="url(#dots)"/><circle cx="200" cy="100" r="150" fill="url(#glow)"/>
<g font-family="ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,sans-serif" text-anchor="middle">
<text x="200" y="132" font-size="84" font-weight="700" fill="${colors.accent}">${esc(titleInitials(title))}</text>
<text font-size="19" fill="#cbd5e1">${words}</text></g></svg>`
}
