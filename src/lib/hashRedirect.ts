/**
 * Where a static host's 404 page sends an address that is not a file of the site: the same
 * path as a hash route in the site's folder. `/projects` → `/#/projects`,
 * `/portfolio/courses/?ref=cv` → `/portfolio/?ref=cv#/courses/`, `/nowhere` → `/#/nowhere`
 * (the app's 404 page). The folder is `base` (the path of the site address) when the address
 * is under it, else the part before a known route, else `/`. Null for the folder itself, so a
 * redirect never loops. The build embeds this function's source, so it stays self-contained.
 */
export function hashRedirect(
  path: string,
  search: string,
  base: string,
  routes: readonly string[],
): string | null {
  const trimmed = path.replace(/\/+$/, '')
  let folder = '/'
  if (base !== '/' && path.startsWith(base)) folder = base
  else {
    const route = routes.find((r) => trimmed.endsWith(r))
    if (route) folder = `${trimmed.slice(0, trimmed.length - route.length)}/`
  }
  const rest = path.slice(folder.length)
  return rest ? `${folder}${search}#/${rest}` : null
}
