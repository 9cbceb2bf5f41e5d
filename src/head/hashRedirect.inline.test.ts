import { CASES, ROUTES } from '../test/hashRedirect.cases'
import { hashRedirect } from './hashRedirect'

// Not in the mutation runs (vitest.mutation.config.ts): Stryker's instrumented source calls
// helpers of its own module, so it cannot run on its own, while the shipped source must.
test('the function is self-contained, so its source runs on its own in the 404 page', () => {
  const inline = new Function('a', 'b', 'c', 'd', `return (${hashRedirect.toString()})(a, b, c, d)`)
  for (const [path, search, base, target] of CASES) {
    expect(inline(path, search, base, ROUTES)).toBe(target)
  }
})
