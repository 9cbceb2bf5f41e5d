import { routePath } from '../lib/hashPath'
import { CASES, HOSTILE, ROUTES } from '../test/hashRedirect.cases'
import { hashRedirect } from './hashRedirect'

test.each(CASES)('%s%s (site at %s) goes to %s', (path, search, base, target) => {
  expect(hashRedirect(path, search, base, ROUTES)).toBe(target)
})

test.each(HOSTILE)(
  '%j, query %j (site at %s), stays on the site: %s',
  (path, search, base, target) => {
    expect(hashRedirect(path, search, base, ROUTES)).toBe(target)
  },
)

/** Where a target takes the browser from a page of the site. */
const followed = (target: string) => new URL(target, 'https://site.example/portfolio/x')

test('every target is a path of the site: one slash first, and no backslash', () => {
  const starts = ['//', '/\\', '\\\\', '/\t/', '\\/', '///', '/%2F/', '']
  const hosts = ['evil.example', 'evil.example:8080', '@evil.example', 'evil.example\\']
  const tails = ['', '/', '/projects', '/projects/', '/a/contact//', '/%2F']
  for (const [start, host, tail, base, search] of starts.flatMap((s) =>
    hosts.flatMap((h) =>
      tails.flatMap((t) =>
        ['/', '/portfolio/'].flatMap((b) => ['', '?a', '/x'].map((q) => [s, h, t, b, q])),
      ),
    ),
  )) {
    const target = hashRedirect(`${start}${host}${tail}`, search!, base!, ROUTES)
    if (target === null) continue
    const folder = target.split(/[?#]/)[0]!
    expect(folder, `${start}${host}${tail}`).toMatch(/^\/(?![/\\])[^\\]*$/)
    expect(followed(target).origin).toBe('https://site.example')
  }
})

test('a very long path takes as long as its length, not its square', () => {
  for (const slashes of ['/', '/\\']) {
    const path = `${slashes.repeat(200_000)}projects`
    expect(hashRedirect(path, '', '/', ROUTES)).toBe('/#/projects')
    expect(hashRedirect(`/a${path}`, '', '/', ROUTES)).toBe('/a/#/projects')
  }
  expect(hashRedirect(`/${'a/'.repeat(200_000)}`, '', '/', ROUTES)).toBe(
    `/#/${'a/'.repeat(200_000)}`,
  )
})

test('the target shows the route the path named', () => {
  const target = hashRedirect('/portfolio/courses/', '?ref=cv', '/portfolio/', ROUTES)!
  expect(routePath(new URL(target, 'https://x.dev').hash)).toBe('/courses')
})

test('following redirects always ends, at a page or at the folder', () => {
  for (const [path, search, base] of [...CASES, ...HOSTILE]) {
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
