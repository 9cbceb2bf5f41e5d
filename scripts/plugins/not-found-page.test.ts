// @vitest-environment happy-dom

import { scriptJson } from '../../src/head/inlineScript'
import { routePath } from '../../src/lib/hashPath'
import { endsWhereItShould, HOSTILE_TEXT } from '../../src/test/hostileText'
import { inlineBodies } from './csp'
import { buildHeadScript } from './head-scripts'
import { notFoundPage } from './not-found-page'

// The page with its script as the build makes it (src/head/notFoundScript.ts).
let withData: Awaited<ReturnType<typeof buildHeadScript<'notFound'>>>
beforeAll(async () => {
  withData = await buildHeadScript('notFound')
}, 30_000)
const page = (base = '/') =>
  notFoundPage({
    script: withData({ base, routes: ['/projects', '/courses'] }),
    base,
    title: 'Page Not Found · Avery Quinn',
  })

/** Runs the page's inline script at `address`; returns where it sent the visitor, if anywhere. */
const visit = (html: string, address: string): string | null =>
  visitPath(html, new URL(`https://name.github.io${address}`))

function visitPath(
  html: string,
  at: { href: string; origin: string; pathname: string; search: string },
) {
  let sent: string | null = null
  const location = {
    href: at.href,
    origin: at.origin,
    pathname: at.pathname,
    search: at.search,
    replace: (t: string) => (sent = t),
  }
  const [script] = inlineBodies(html, 'script')
  new Function('location', script!)(location)
  return sent as string | null
}

test('sends a route path to the same route under the hash', () => {
  const target = visit(page(), '/courses/?ref=cv')
  expect(target).toBe('https://name.github.io/?ref=cv#/courses/')
  expect(routePath(new URL(target!, 'https://x.dev').hash)).toBe('/courses')
})

test('a site in a sub-folder keeps its folder', () => {
  expect(visit(page('/portfolio/'), '/portfolio/nowhere')).toBe(
    'https://name.github.io/portfolio/#/nowhere',
  )
})

test('a protocol-relative path stays on the site', () => {
  expect(visit(page(), '//evil.example/projects')).toBe(
    'https://name.github.io/evil.example/#/projects',
  )
})

test('a target on another origin, however it came about, is never followed', () => {
  // hashRedirect's target is always a path; the page checks the resolved address all the same.
  // Here the page's own address resolves it elsewhere than the page's origin says.
  const html = page()
  const at = (href: string) => ({ ...new URL(href), href, origin: 'https://name.github.io' })
  for (const elsewhere of ['https://evil.example/projects', 'http://name.github.io/projects']) {
    const { pathname, search } = new URL(elsewhere)
    expect(visitPath(html, { ...at(elsewhere), pathname, search }), elsewhere).toBeNull()
  }
  expect(
    visitPath(html, {
      href: 'https://name.github.io/projects',
      origin: 'https://name.github.io',
      pathname: '/projects',
      search: '',
    }),
  ).toBe('https://name.github.io/#/projects')
})

test('stays put at the folder itself, where the page reads on its own', () => {
  const html = page('/portfolio/')
  expect(visit(html, '/portfolio/')).toBeNull()
  const doc = new DOMParser().parseFromString(html, 'text/html')
  expect(doc.querySelector('h1')?.textContent).toBe('Page Not Found')
  expect(doc.querySelector('a')?.getAttribute('href')).toBe('/portfolio/')
  expect(doc.querySelector('meta[name=robots]')?.getAttribute('content')).toBe('noindex')
})

test('carries no inline style attribute or handler (the policy allows inline code by hash)', () => {
  expect(page()).not.toMatch(/\sstyle=|\son[a-z]+=/)
})

test.each(HOSTILE_TEXT)(
  '%j in the folder, the routes and the title reaches the page as text',
  (text) => {
    const data = { base: `/${text}/`, routes: ['/projects', `/${text}`] }
    const title = `${text} · x`
    const html = notFoundPage({
      script: withData(data),
      base: data.base,
      title,
    })
    const [script] = inlineBodies(html, 'script')
    expect(endsWhereItShould(script!)).toBe(true)
    expect(script).toContain(scriptJson(data))
    const doc = new DOMParser().parseFromString(html, 'text/html')
    expect(doc.querySelector('title')?.textContent).toBe(title)
    expect(doc.querySelector('a')?.getAttribute('href')).toBe(data.base)
    // The script runs, the data read as the values they are: a route sends to its hash route.
    expect(visit(html, '/projects')).toBe('https://name.github.io/#/projects')
  },
)
