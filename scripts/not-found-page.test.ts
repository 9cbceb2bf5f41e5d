// @vitest-environment happy-dom
import { routePath } from '../src/lib/hashPath'
import { hashRedirect } from '../src/lib/hashRedirect'
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
function visit(html: string, address: string): string | null {
  const at = new URL(`https://name.github.io${address}`)
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
  return sent
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
