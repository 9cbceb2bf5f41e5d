/**
 * The site's address in one form: an absolute http(s) URL whose path ends in `/`, without
 * query or fragment (`https://x.dev/folder` → `https://x.dev/folder/`). Anything else stops
 * the build with a message naming the setting, so a typo never ships broken link previews.
 */
export function siteAddress(raw: string): string {
  let url: URL
  try {
    url = new URL(raw.trim())
  } catch {
    throw new Error(`siteUrl (VITE_SITE_URL) must be an absolute URL, got ${JSON.stringify(raw)}`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`siteUrl (VITE_SITE_URL) must start with https://, got ${JSON.stringify(raw)}`)
  }
  url.search = ''
  url.hash = ''
  if (!url.pathname.endsWith('/')) url.pathname += '/'
  return url.href
}
