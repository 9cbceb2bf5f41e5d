// The loader of lazy chunks that Vite wraps round every dynamic import of the built site,
// in place of Vite's own (scripts/plugins/chunk-preload.ts): the same modulepreload links, without
// what the site has no use for (CSP nonces, the `vite:preloadError` event, and loading a
// chunk's stylesheets: every stylesheet is inlined into index.html and not published), in a
// quarter of the bytes.

type Preload = <T>(
  load: () => Promise<T>,
  deps?: readonly string[],
  importer?: string,
) => Promise<T>

/**
 * A loader that, before each import, asks for the code the chunk imports (`deps`, relative to
 * the importing chunk), each file once and none the page already links: it downloads beside
 * the chunk, not one round trip after it. A stylesheet among them is skipped: Vite names the
 * page's own for a chunk imported from a lazy chunk, and it is inlined, so it would be a 404.
 * `resolve` maps an address through the import map.
 */
export function chunkPreload(doc: Document, resolve: (url: string) => string): Preload {
  let linked: Set<string> | undefined
  return (load, deps = [], importer = doc.baseURI) => {
    linked ??= new Set(Array.from(doc.getElementsByTagName('link'), (l) => l.href))
    for (const dep of deps) {
      if (dep.endsWith('.css')) continue
      const href = resolve(new URL(dep, importer).href)
      if (linked.has(href)) continue
      linked.add(href)
      const link = doc.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      doc.head.append(link)
    }
    return load()
  }
}

/** The name Vite's build calls it by. */
export const __vitePreload: Preload = chunkPreload(document, (url) => import.meta.resolve(url))
