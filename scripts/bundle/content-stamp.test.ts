import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { contentStamp } from './content-stamp.mjs'
import { baselineNote } from './outputs.mjs'

/** A project folder holding `files` (path from the root: text). */
function project(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'content-stamp-'))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return root
}

const CONTENT = {
  'src/content/profile.ts': "export const profile = {\n  name: 'Avery Quinn',\n}\n",
  'src/site.config.ts': "export const siteUrl = 'https://example.org/'\n",
  'public/thumbnails/a-200.webp': 'RIFF',
  'src/main.tsx': 'code',
}

describe('contentStamp: what the sizes take from the owner', () => {
  const stamp = contentStamp(project(CONTENT))

  test.each([
    ['a content file', 'src/content/profile.ts', "export const profile = { name: 'Zoë' }\n"],
    ['the site settings', 'src/site.config.ts', "export const siteUrl = 'https://x.org/'\n"],
    ['a picture', 'public/thumbnails/a-200.webp', 'RIFF2'],
    ['a new picture', 'public/thumbnails/b-200.webp', 'RIFF'],
  ])('changes with %s', (_, path, text) => {
    expect(contentStamp(project({ ...CONTENT, [path]: text }))).not.toBe(stamp)
  })

  test('not with the code, a content test, or line ends checked out as CRLF', () => {
    expect(contentStamp(project({ ...CONTENT, 'src/main.tsx': 'other code' }))).toBe(stamp)
    expect(contentStamp(project({ ...CONTENT, 'src/content/assets.test.ts': 'test' }))).toBe(stamp)
    const crlf = Object.fromEntries(
      Object.entries(CONTENT).map(([path, text]) => [path, text.replace(/\n/g, '\r\n')]),
    )
    expect(contentStamp(project(crlf))).toBe(stamp)
  })
})

describe("baselineNote: npm test holds a build to the baseline while the content is the baseline's", () => {
  test('a build of the same content that differs fails, saying how to accept it', () => {
    const note = baselineNote(3, { content: 'abc' }, 'abc', true)
    expect(note?.fails).toBe(true)
    expect(note?.line).toMatch(/^✗ 3 files or modules differ .*npm run bundle:baseline/)
  })

  test("another owner's content is said, not failed; the budgets still hold it", () => {
    const note = baselineNote(31, { content: 'abc' }, 'def', true)
    expect(note?.fails).toBe(false)
    expect(note?.line).toMatch(
      /^ⓘ 31 files or modules differ .*the content .* is not the baseline's/,
    )
  })

  test('a baseline without a stamp is held as before; no difference, no line', () => {
    expect(baselineNote(2, {}, 'def', true)?.fails).toBe(true)
    expect(baselineNote(0, { content: 'abc' }, 'def', true)).toBeUndefined()
    expect(baselineNote(0, null, 'def', true)).toEqual({
      line: expect.stringMatching(/^✗ There is no bundle-baseline.json/),
      fails: true,
    })
    expect(baselineNote(2, { content: 'abc' }, 'abc', false)?.fails).toBe(false)
  })
})
