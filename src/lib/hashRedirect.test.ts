import { routePath } from './hashPath'
import { hashRedirect } from './hashRedirect'

const ROUTES = ['/work-experience', '/projects', '/contact', '/courses']

/** [path, search, site folder] and where the 404 page sends it. */
const CASES: [path: string, search: string, base: string, target: string | null][] = [
  ['/projects', '', '/', '/#/projects'],
  ['/projects/', '', '/', '/#/projects/'],
  ['/work-experience', '?ref=cv', '/', '/?ref=cv#/work-experience'],
  ['/nowhere', '', '/', '/#/nowhere'],
  ['/old/page.html', '', '/', '/#/old/page.html'],
  ['/', '', '/', null],
  // The site in a sub-folder, as the site address says.
  ['/portfolio/courses', '?utm_source=x', '/portfolio/', '/portfolio/?utm_source=x#/courses'],
  ['/portfolio/nowhere', '', '/portfolio/', '/portfolio/#/nowhere'],
  ['/portfolio/a/b/', '', '/portfolio/', '/portfolio/#/a/b/'],
  ['/portfolio/', '', '/portfolio/', null],
  // A sub-folder the site address does not name: a known route still finds the folder.
  ['/portfolio/projects', '', '/', '/portfolio/#/projects'],
  ['/cv/portfolio/contact/', '', '/', '/cv/portfolio/#/contact/'],
  // Another path on the same host as a site in a sub-folder.
  ['/elsewhere', '', '/portfolio/', '/#/elsewhere'],
  ['/myprojects', '', '/', '/#/myprojects'],
]

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

test('the function is self-contained, so its source runs on its own in the 404 page', () => {
  const inline = new Function('a', 'b', 'c', 'd', `return (${hashRedirect.toString()})(a, b, c, d)`)
  for (const [path, search, base, target] of CASES) {
    expect(inline(path, search, base, ROUTES)).toBe(target)
  }
})
