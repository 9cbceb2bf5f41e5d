import { profile } from './content/profile'
import { documentTitle, HOME_TITLE, lazyRoutes, routeAt, routes } from './routes'

describe('the route table', () => {
  test('covers Home, every lazy route and the 404, each with its own title', () => {
    expect(routes.map((r) => r.path)).toEqual(['/', ...lazyRoutes.map((r) => r.path), null])
    expect(new Set(routes.map((r) => r.title)).size).toBe(routes.length)
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

  test("Home's title names the owner", () => {
    expect(HOME_TITLE).toContain(profile.name)
    expect(routeAt('/').page).toBe('Home')
  })
})
