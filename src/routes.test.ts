import { profile } from './content/profile'
import {
  documentTitle,
  HOME_TITLE,
  lazyRoutes,
  pageLoader,
  routeAt,
  routes,
  SITE_SUMMARY,
  screens,
} from './routes'

describe('the route table', () => {
  test('covers Home, every lazy route, /assignments and the 404', () => {
    expect(routes.map((r) => r.path)).toEqual([
      '/',
      ...lazyRoutes.map((r) => r.path),
      '/assignments',
      null,
    ])
  })

  // routeAt drops a trailing slash and takes the first route of a path: another would never show.
  test('each path is its own, starts with "/" and has no trailing slash', () => {
    const paths = routes.flatMap((r) => r.path ?? [])
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([])
    expect(paths.filter((p) => !/^\/([\w-]+(\/[\w-]+)*)?$/.test(p))).toEqual([])
  })

  test('each page has its own title', () => {
    const titles = new Map(routes.map((r) => [r.page, r.title]))
    expect(new Set(titles.values()).size).toBe(titles.size)
    for (const r of routes) expect(titles.get(r.page)).toBe(r.title)
  })

  // Every .tsx file beside the pages, as the build sees them.
  const files = Object.keys(import.meta.glob('./pages/*.tsx')).map((f) =>
    f.replace(/^\.\/pages\/(.*)\.tsx$/, '$1'),
  )

  test('the files of src/pages are the pages of the table and their tests, which never load', () => {
    const pages = new Set(routes.map((r) => r.page))
    const tests = files.filter((f) => f.endsWith('.test'))
    expect(files.filter((f) => !pages.has(f) && !tests.includes(f))).toEqual([])
    for (const test of tests) expect(pageLoader(test)).toBeUndefined()
  })

  test('every page but Home loads on demand, the 404 included; Home is in the entry', () => {
    expect(lazyRoutes).toEqual(screens.filter((r) => r.path !== '/'))
    expect(pageLoader('Home')).toBeUndefined()
    expect(pageLoader('NotFound')).toEqual(expect.any(Function))
  })

  test.each([
    ['/', HOME_TITLE],
    ['/work-experience', `Work Experience · ${profile.name}`],
    ['/projects', `Projects · ${profile.name}`],
    ['/contact', `Contact · ${profile.name}`],
    ['/courses', `Relevant Courses · ${profile.name}`],
    ['/courses/', `Relevant Courses · ${profile.name}`],
    ['/assignments', `Page Not Found · ${profile.name}`],
    ['/no/such/page', `Page Not Found · ${profile.name}`],
  ])('%s is titled %j', (path, title) => {
    expect(documentTitle(path)).toBe(title)
  })

  // Each path's page, container, screen and header nav item (Header.tsx marks the active one
  // with aria-current).
  test.each([
    ['/', 'Home', 'default', true, 'About'],
    ['/work-experience', 'WorkExperience', 'default', true, 'Experience'],
    ['/projects', 'Projects', 'default', true, 'Projects'],
    ['/contact', 'Contact', 'default', true, 'Contact'],
    ['/courses', 'Courses', 'default', true, undefined],
    ['/assignments', 'NotFound', 'default', false, undefined],
    ['/no/such/page', 'NotFound', 'centred', false, undefined],
  ])(
    '%s shows %s in the %s container, screen %s, nav item %s',
    (path, page, container, screen, nav) => {
      const route = routeAt(path)
      expect(route).toMatchObject({ page, container, screen })
      expect(route.nav?.label).toBe(nav)
    },
  )

  // The header lists these in the table's order (src/components/Header.test.tsx).
  test('nav items have labels of their own, on screens with a path', () => {
    const nav = routes.filter((r) => r.nav)
    expect(nav.length).toBeGreaterThan(0)
    const labels = nav.map((r) => r.nav!.label)
    expect(new Set(labels).size).toBe(labels.length)
    for (const r of nav) expect(r).toMatchObject({ screen: true, path: expect.any(String) })
  })

  test("the site's summary names each page's summary in the table's order, as a sentence", () => {
    const words = routes.flatMap((r) => r.summary ?? [])
    expect(words.length).toBeGreaterThan(0)
    const at = words.map((w) => SITE_SUMMARY.toLowerCase().indexOf(w.toLowerCase()))
    expect(at).not.toContain(-1)
    expect(at).toEqual([...at].sort((a, b) => a - b))
    expect(SITE_SUMMARY).toMatch(/^\p{Lu}.*\.$/u)
  })

  test("only Contact's footer shows the profile links", () => {
    expect(routes.filter((r) => r.footerLinks).map((r) => r.path)).toEqual(['/contact'])
  })
})
