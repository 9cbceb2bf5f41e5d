// @vitest-environment happy-dom

import { hashRedirect } from '../src/head/hashRedirect'
import { routePath } from '../src/lib/hashPath'
import { endsWhereItShould, HOSTILE_TEXT } from '../src/test/hostileText'
import { inlineBodies } from './csp'
import { notFoundPage } from './not-found-page'

const page = (base = '/', redirect = hashRedirect.toString()) =>
  notFoundPage({
    redirect,
    base,
    routes: ['/projects', '/courses'],
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
  for (const elsewhere of [
    '//evil.example/#/projects',
    'https://evil.example/',
    '/\\evil.example/',
  ]) {
    const broken = `function(){return ${JSON.stringify(elsewhere)}}`
    expect(visit(page('/', broken), '/projects'), elsewhere).toBeNull()
  }
  const sameSite = `function(){return "/elsewhere/#/x"}`
  expect(visit(page('/', sameSite), '/projects')).toBe('https://name.github.io/elsewhere/#/x')
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
    const options = { base: `/${text}/`, routes: ['/projects', `/${text}`], title: `${text} · x` }
    // A redirect that hands back what the page gave it.
    const html = notFoundPage({
      ...options,
      redirect: 'function(p,s,b,r){throw {base:b,routes:r}}',
    })
    const [script] = inlineBodies(html, 'script')
    expect(endsWhereItShould(script!)).toBe(true)
    const doc = new DOMParser().parseFromString(html, 'text/html')
    expect(doc.querySelector('title')?.textContent).toBe(options.title)
    let given: unknown
    try {
      visit(html, '/projects')
    } catch (thrown) {
      given = thrown
    }
    expect(given).toEqual({ base: options.base, routes: options.routes })
  },
)
