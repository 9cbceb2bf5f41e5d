// The addresses the 404 page is tested on: by the unit tests of hashRedirect, and by running
// the built 404 script (src/head/hashRedirect.inline.test.ts).

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

/**
 * Addresses made to send a visitor elsewhere, and where they must land instead: a path of
 * this site. The browser reads `\` as `/` and drops tabs and newlines, so `/\evil.example`
 * arrives as `//evil.example`; a folder starting `//` would be another host.
 */
export const HOSTILE: [path: string, search: string, base: string, target: string | null][] = [
  ['//evil.example/projects', '', '/', '/evil.example/#/projects'],
  ['/\\evil.example/contact', '', '/', '/evil.example/#/contact'],
  ['//evil.example/', '', '/', '/#/evil.example/'],
  ['//evil.example', '', '/', '/#/evil.example'],
  ['///evil.example//projects', '', '/', '/evil.example/#/projects'],
  ['/\\/evil.example/projects/', '', '/', '/evil.example/#/projects/'],
  ['\\\\evil.example\\courses', '', '/', '/evil.example/#/courses'],
  ['/\t/evil.example/projects', '', '/', '/evil.example/#/projects'],
  ['/\n\\evil.example/projects', '', '/', '/evil.example/#/projects'],
  ['evil.example/projects', '', '/', '/evil.example/#/projects'],
  ['/%2F%2Fevil.example/projects', '', '/', '/%2F%2Fevil.example/#/projects'],
  ['/%5Cevil.example/contact', '', '/', '/%5Cevil.example/#/contact'],
  ['/https://evil.example/projects', '', '/', '/https:/evil.example/#/projects'],
  ['//evil.example/projects', '?ref=cv', '/portfolio/', '/evil.example/?ref=cv#/projects'],
  ['/portfolio//evil.example/projects', '', '/portfolio/', '/portfolio/#/evil.example/projects'],
  ['//portfolio/nowhere', '', '/portfolio/', '/portfolio/#/nowhere'],
  // A query string is one only with its `?`.
  ['/nowhere', '//evil.example', '/', '/#/nowhere'],
  ['//', '', '/', null],
  ['/\\', '', '/', null],
  ['', '', '/', null],
]
