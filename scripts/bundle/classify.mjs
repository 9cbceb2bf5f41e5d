// Which code loads each built chunk, read from Vite's manifest (dist/.vite/manifest.json).
// Pure: no file access, so the rules are unit-tested on small hand-written manifests.

/** @typedef {'html' | 'entry' | 'route' | 'game' | 'sphere' | 'shared'} ChunkKind */
/**
 * One key of Vite's manifest.
 * @typedef {{ file: string, src?: string, name?: string, isEntry?: boolean,
 *   isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[] }}
 *   ManifestChunk
 */
/** @typedef {Record<string, ManifestChunk>} Manifest */
/** @typedef {{ file: string, kind: ChunkKind, src?: string, loaders: string[] }} ClassifiedFile */

/**
 * What kind of lazy code a dynamic entry of the manifest is, from its source path.
 * @param {string} src
 * @returns {ChunkKind}
 */
export function lazyKind(src) {
  if (src.startsWith('src/pages/')) return 'route'
  if (/^src\/games\/[^/]+\/View\.[jt]sx?$/.test(src)) return 'game'
  // The 3D scene, what the sphere's load button downloads; not the sphere's own Preact side
  // (src/sphere/LiveSphere.tsx), which every visit to Home fetches as it hydrates.
  if (src.startsWith('src/sphere/scene/')) return 'sphere'
  return 'shared'
}

/**
 * Every manifest key reachable from `keys` through static imports.
 * @param {Manifest} manifest
 * @param {readonly string[]} keys
 */
function staticClosure(manifest, keys) {
  /** @type {Set<string>} */
  const seen = new Set()
  /** @param {string} key */
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return
    seen.add(key)
    for (const dep of manifest[key].imports ?? []) visit(dep)
  }
  for (const key of keys) visit(key)
  return seen
}

/**
 * The built files (JavaScript and CSS) one manifest key stands for (none for a key the
 * manifest does not have).
 * @param {ManifestChunk | undefined} chunk
 */
function filesOf(chunk) {
  return chunk ? [chunk.file, ...(chunk.css ?? [])].filter((f) => /\.(m?js|css)$/.test(f)) : []
}

/**
 * Classifies every JS and CSS file of the manifest:
 * - `entry`: the page entry and its static imports, transitively (what `/` needs to hydrate);
 * - `route`, `game`, `sphere`: loaded only by lazy entries of that kind (src/pages/*,
 *   src/games/<id>/View.tsx, src/sphere/scene/*), with what they import that `/` has not loaded;
 * - `shared`: loaded by lazy entries of several kinds, or by nothing the manifest names.
 * Each file also lists `loaders`: the sources of the lazy entries that download it.
 * @param {Manifest} manifest
 * @returns {ClassifiedFile[]}
 */
export function classifyManifest(manifest) {
  const chunks = Object.entries(manifest)
  const entry = staticClosure(
    manifest,
    chunks.filter(([, c]) => c.isEntry).map(([key]) => key),
  )
  /** @type {Map<string, Set<string>>} */
  const loaders = new Map()
  for (const [key, lazy] of chunks.filter(([, c]) => c.isDynamicEntry)) {
    for (const dep of staticClosure(manifest, [key])) {
      if (entry.has(dep)) continue
      for (const file of filesOf(manifest[dep])) {
        const by = loaders.get(file) ?? new Set()
        loaders.set(file, by.add(lazy.src ?? key))
      }
    }
  }
  const entryFiles = new Set([...entry].flatMap((k) => filesOf(manifest[k])))
  const sources = new Map(chunks.map(([, c]) => [c.file, c.src]))
  const files = [...new Set(chunks.flatMap(([, c]) => filesOf(c)))]
  return files.map((file) => {
    const by = [...(loaders.get(file) ?? [])].sort()
    const [only, ...others] = new Set(by.map(lazyKind))
    /** @type {ChunkKind} */
    const kind = entryFiles.has(file) ? 'entry' : only && !others.length ? only : 'shared'
    const src = sources.get(file)
    return { file, kind, ...(src ? { src } : {}), loaders: entryFiles.has(file) ? [] : by }
  })
}

/** @type {(tag: string, name: string) => string | undefined} */
const attr = (tag, name) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(tag)
    ?.slice(1)
    .find((v) => v !== undefined)
/** @type {(tag: string, name: string) => boolean} */
const hasAttr = (tag, name) => new RegExp(`\\s${name}(\\s|=|>|/)`, 'i').test(tag)
/**
 * `./assets/a.css?v=1` → `assets/a.css`; null for another origin.
 * @type {(href: string) => string | null}
 */
const localPath = (href) =>
  /^([a-z]+:)?\/\//i.test(href) ? null : href.replace(/^\.?\//, '').replace(/[?#].*$/, '')

/**
 * The stylesheets that block the first render of a page: `<link rel="stylesheet">`
 * outside `<noscript>`, not `media="print"` and without the `onload` swap trick.
 * @param {string} html
 * @returns {string[]}
 */
export function blockingStylesheets(html) {
  const live = html.replace(/<noscript[\s\S]*?<\/noscript>/gi, '')
  const tags = live.match(/<link\b[^>]*>/gi) ?? []
  return tags
    .filter((tag) => (attr(tag, 'rel') ?? '').toLowerCase().split(/\s+/).includes('stylesheet'))
    .filter((tag) => (attr(tag, 'media') ?? 'all').toLowerCase() !== 'print')
    .filter((tag) => !hasAttr(tag, 'onload'))
    .flatMap((tag) => localPath(attr(tag, 'href') ?? '') || [])
}

/**
 * Local scripts the page itself loads with `<script src>` (part of what `/` runs).
 * @param {string} html
 * @returns {string[]}
 */
export function pageScripts(html) {
  const tags = html.match(/<script\b[^>]*>/gi) ?? []
  return tags.flatMap((tag) => localPath(attr(tag, 'src') ?? '') || [])
}
