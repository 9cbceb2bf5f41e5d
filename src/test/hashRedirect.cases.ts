// The addresses the 404 page is tested on: by the unit tests, and by running the function's
// source on its own, as the page does (src/lib/hashRedirect.inline.test.ts).

export const ROUTES = ['/work-experience', '/projects', '/contact', '/courses']

/** [path, search, site folder] and where the 404 page sends it. */
export const CASES: [path: string, search: string, base: string, target: string | null][] = [
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
