/**
 * Where a static host's 404 page sends an address that is not a file of the site: the same
 * path as a hash route in the site's folder. `/projects` → `/#/projects`,
 * `/portfolio/courses/?ref=cv` → `/portfolio/?ref=cv#/courses/`, `/nowhere` → `/#/nowhere`
 * (the app's 404 page). The folder is `base` (the path of the site address) when the address
 * is under it, else the part before a known route, else `/`. Null for the folder itself, so a
 * redirect never loops. 404.html runs it (notFoundScript.ts).
 *
 * The target is always a path of this site: one `/` first, never `//` or `\` (the URL parser
 * reads `\` as `/` and drops tabs and newlines, and `//evil.example/` is another host). So
 * the path is read as the parser would, a run of slashes as one: `//evil.example/projects`
 * goes to `/evil.example/#/projects`, a missing folder of this site. Linear in the path.
 */
export function hashRedirect(
  path: string,
  search: string,
  base: string,
  routes: readonly string[],
): string | null {
  const clean = `/${path
    .replace(/[\t\n\r]/g, '')
    .split(/[/\\]+/)
    .filter((part, i) => i > 0 || part)
    .join('/')}`
  const trimmed = clean.endsWith('/') ? clean.slice(0, -1) : clean
  let folder = '/'
  if (base !== '/' && clean.startsWith(base)) folder = base
  else {
    const route = routes.find((r) => trimmed.endsWith(r))
    if (route) folder = `${trimmed.slice(0, trimmed.length - route.length)}/`
  }
  const rest = clean.slice(folder.length)
  const query = search.startsWith('?') ? search : ''
  return rest ? `${folder}${query}#/${rest}` : null
}
