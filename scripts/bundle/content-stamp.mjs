// What a build's sizes take from the owner rather than the code: the content (src/content/,
// tests aside), the site's settings (src/site.config.ts) and public/ (pictures, résumé, icons).
// bundle-baseline.json records its stamp, and npm test holds a build to the baseline only while
// the content is the baseline's: an owner's own content makes sizes of its own, which the
// budgets still check, without a baseline to accept first.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

/** Where the owner's content lives, from the repository root. */
export const CONTENT_PLACES = ['src/content', 'src/site.config.ts', 'public']

/**
 * Every file of `place` (a file or a folder, from `root`), as a path with forward slashes.
 * @param {string} root @param {string} place
 */
function filesOf(root, place) {
  const path = join(root, place)
  if (!existsSync(path)) return []
  if (!statSync(path).isDirectory()) return [place]
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split('\\').join('/'))
}

/**
 * The SHA-256 of the content under `root`: each file's path and bytes, in path order. A text
 * file checked out with CRLF line ends (git on Windows) stamps as with LF.
 * @param {string} root
 */
export function contentStamp(root) {
  const hash = createHash('sha256')
  const files = CONTENT_PLACES.flatMap((place) => filesOf(root, place))
    .filter((file) => !/\.test\.[cm]?[jt]sx?$/.test(file))
    .sort()
  for (const file of files) {
    const bytes = readFileSync(join(root, file))
    const text = /\.(ts|tsx|mjs|js|json|svg|txt|html|webmanifest)$/.test(file)
    const same = text ? Buffer.from(bytes.toString('utf8').replace(/\r\n/g, '\n')) : bytes
    hash.update(`${file}\0${same.length}\0`).update(same)
  }
  return hash.digest('hex')
}
