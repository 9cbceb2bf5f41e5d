/**
 * Addresses as visitors and shared links bring them, relative to the site's folder, and the
 * route each one shows. One table for the unit test of `routePath` and the browser tests.
 */
export const ADDRESSES: readonly { address: string; path: string }[] = [
  { address: '', path: '/' },
  { address: '#', path: '/' },
  { address: '#/', path: '/' },
  { address: '?ref=cv', path: '/' },
  { address: '#/?ref=cv', path: '/' },
  { address: '#?ref=cv', path: '/' },
  { address: '?utm_source=linkedin#/projects', path: '/projects' },
  { address: '#/projects', path: '/projects' },
  { address: '#projects', path: '/projects' },
  { address: '#/courses?ref=cv', path: '/courses' },
  { address: '#/work-experience/', path: '/work-experience' },
  { address: '#/projects//', path: '/projects' },
  { address: '#/contact?utm_source=linkedin&utm_medium=social', path: '/contact' },
  { address: '#/assignments', path: '/assignments' },
  { address: '#/nowhere/at/all', path: '/nowhere/at/all' },
]

/** The hash a browser reports (`location.hash`) for an address of the table. */
export const hashOf = (address: string): string => new URL(address, 'https://example.com/').hash
