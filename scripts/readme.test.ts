import { existsSync, readFileSync } from 'node:fs'

// The README is the map a new owner and the next engineer read first: every file or folder of
// the repository that it names in code type (`src/content/`, `scripts/owner-test.mjs`) exists.
// A file moved or merged away takes its mention with it.
test('every file and folder of the repository that the README names exists', () => {
  const readme = readFileSync('README.md', 'utf8')
  const named = [
    ...readme.matchAll(/`((?:src|scripts|tests|docs|public|\.github|\.ci)\/[\w./-]*)`/g),
  ].map(([, path]) => path!)
  expect(named.length).toBeGreaterThan(20)
  expect(named.filter((path) => !existsSync(path))).toEqual([])
})
