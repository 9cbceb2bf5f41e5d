import { CASES, ROUTES } from '../test/hashRedirect.cases'
import { routePath } from './hashPath'
import { hashRedirect } from './hashRedirect'

test.each(CASES)('%s%s (site at %s) goes to %s', (path, search, base, target) => {
  expect(hashRedirect(path, search, base, ROUTES)).toBe(target)
})

test('the target shows the route the path named', () => {
  const target = hashRedirect('/portfolio/courses/', '?ref=cv', '/portfolio/', ROUTES)!
  expect(routePath(new URL(target, 'https://x.dev').hash)).toBe('/courses')
})

test('following redirects always ends, at a page or at the folder', () => {
  for (const [path, search, base] of CASES) {
    let at: string | null = path
    for (let hops = 0; at; hops++) {
      expect(hops).toBeLessThan(5)
      const next = hashRedirect(at, search, base, ROUTES)
      if (!next) break
      const nextPath = new URL(next, 'https://x.dev').pathname
      expect(nextPath.length).toBeLessThan(at.length)
      at = nextPath
    }
  }
})
