/**
 * The route path a URL hash names: `#/projects?ref=cv` and `#/projects/` are `/projects`;
 * no hash, `#`, `#/` and `#/?ref=cv` are Home (`/`). The one reading of addresses, the
 * app's and the inline head script's (src/head/boot.ts).
 */
export function routePath(hash: string): string {
  const path = (hash.replace(/^#?\/?/, '').split('?')[0] ?? '').replace(/\/+$/, '')
  return `/${path}`
}
