/** True when the URL hash names a route other than Home ("", "#", "#/" are Home). */
export function isDeepLink(hash: string): boolean {
  const path = hash.replace(/^#?\/?/, '').split('?')[0] ?? ''
  return path !== ''
}
