// The pre-render fills index.html at fixed markers. A marker that is missing (someone edited
// index.html) stops the build with its name: a silent `.replace` would ship a page without it.

/** The markers of index.html, each replaced once. */
export const MARKERS = {
  root: '<div id="root"></div>',
  headMeta: /<title>[^<]*<\/title>\s*<!-- head-meta:[^>]*-->/,
  headEnd: '</head>',
  bodyEnd: '</body>',
  charset: '<meta charset="UTF-8" />',
} as const

export type Marker = keyof typeof MARKERS

/** Puts `replacement()` in place of a marker; throws naming the marker when it is absent. */
export function replaceMarker(
  html: string,
  marker: Marker,
  replacement: (found: string) => string,
  page = 'index.html',
): string {
  const pattern = MARKERS[marker]
  const found = typeof pattern === 'string' ? html.includes(pattern) : pattern.test(html)
  if (!found) {
    throw new Error(`prerender: ${page} has no ${marker} marker (${String(pattern)}) to fill`)
  }
  return html.replace(pattern, replacement)
}

const STYLESHEET = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g

/**
 * Replaces the stylesheet links with the CSS itself, so the first screen needs no second
 * request. Returns the page and the files it inlined; a page with no stylesheet is an error.
 */
export function inlineStyles(
  html: string,
  cssOf: (file: string) => string,
): { html: string; files: string[] } {
  const files: string[] = []
  const inlined = html.replace(STYLESHEET, (_tag, href: string) => {
    const file = href.replace(/^\.?\//, '')
    files.push(file)
    return `<style>${cssOf(file)}</style>`
  })
  if (files.length === 0) throw new Error('prerender: index.html links no stylesheet to inline')
  return { html: inlined, files }
}
