// @vitest-environment node
import { routePath } from './hashPath'

// Not in the mutation runs (vitest.mutation.config.ts): Stryker's instrumented source calls
// helpers of its own module, so it cannot run on its own, while the shipped source must.
test.each([
  ['', '/'],
  ['#/', '/'],
  ['#projects', '/projects'],
  ['#/courses?ref=cv', '/courses'],
  ['#/work-experience/', '/work-experience'],
])('the source runs on its own in the head script: %j shows %s', (hash, path) => {
  const inline = new Function('hash', `return (${routePath.toString()})(hash)`)
  expect(inline(hash)).toBe(path)
})
