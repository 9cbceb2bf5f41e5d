/**
 * The route path a URL hash names: `#/projects?ref=cv` and `#/projects/` are `/projects`;
 * no hash, `#`, `#/` and `#/?ref=cv` are Home (`/`). The one reading of addresses: the
 * build embeds this function's source in the inline head script, so it stays self-contained.
 */
export function routePath(hash: string): string {
  const path = (hash.replace(/^#?\/?/, '').split('?')[0] ?? '').replace(/\/+$/, '')
  return `/${path}`
}
