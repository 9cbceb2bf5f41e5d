// @vitest-environment node
import { routePath } from './hashPath'

/** Addresses as visitors and shared links bring them, and the route each one shows. */
const ADDRESSES: readonly [hash: string, path: string][] = [
  ['', '/'],
  ['#', '/'],
  ['#/', '/'],
  ['#/?ref=cv', '/'],
  ['#?ref=cv', '/'],
  ['#/projects', '/projects'],
  ['#projects', '/projects'],
  ['#/courses?ref=cv', '/courses'],
  ['#/work-experience/', '/work-experience'],
  ['#/projects//', '/projects'],
  ['#/contact?utm_source=linkedin&utm_medium=social', '/contact'],
  ['#/assignments', '/assignments'],
  ['#/nowhere/at/all', '/nowhere/at/all'],
]

test.each(ADDRESSES)('%j shows %s', (hash, path) => {
  expect(routePath(hash)).toBe(path)
})
