// Which code loads each built chunk, read from Vite's manifest (dist/.vite/manifest.json).
// Pure: no file access, so the rules are unit-tested on small hand-written manifests.

/** What kind of lazy code a dynamic entry of the manifest is, from its source path. */
export function lazyKind(src) {
  if (src.startsWith('src/pages/')) return 'route'
  if (/^src\/games\/[^/]+\/View\.[jt]sx?$/.test(src)) return 'game'
  if (src.startsWith('src/sphere/')) return 'sphere'
  return 'shared'
}

/** Every manifest key reachable from `keys` through static imports. */
export function staticClosure(manifest, keys) {
  const seen = new Set()
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return
    seen.add(key)
    for (const dep of manifest[key].imports ?? []) visit(dep)
  }
  for (const key of keys) visit(key)
  return seen
}

/** The built files (JavaScript and CSS) one manifest key stands for. */
function filesOf(chunk) {
  return [chunk.file, ...(chunk.css ?? [])].filter((f) => /\.(m?js|css)$/.test(f))
}

/**
 * Classifies every JS and CSS file of the manifest:
 * - `entry`: the page entry and its static imports, transitively (what `/` needs to hydrate);
 * - `route`, `game`, `sphere`: loaded only by lazy entries of that kind (src/pages/*,
 *   src/games/<id>/View.tsx, src/sphere/*), with what they import that `/` has not loaded;
 * - `shared`: loaded by lazy entries of several kinds, or by nothing the manifest names.
 * Each file also lists `loaders`: the sources of the lazy entries that download it.
 */
export function classifyManifest(manifest) {
  const keys = Object.keys(manifest)
  const entry = staticClosure(
    manifest,
    keys.filter((k) => manifest[k].isEntry),
  )
  const loaders = new Map()
  for (const key of keys.filter((k) => manifest[k].isDynamicEntry)) {
    for (const dep of staticClosure(manifest, [key])) {
      if (entry.has(dep)) continue
      for (const file of filesOf(manifest[dep])) {
        if (!loaders.has(file)) loaders.set(file, new Set())
        loaders.get(file).add(manifest[key].src ?? key)
      }
    }
  }
  const entryFiles = new Set([...entry].flatMap((k) => filesOf(manifest[k])))
  const sources = new Map(keys.map((k) => [manifest[k].file, manifest[k].src]))
  const files = [...new Set(keys.flatMap((k) => filesOf(manifest[k])))]
  return files.map((file) => {
    const by = [...(loaders.get(file) ?? [])].sort()
    const kinds = new Set(by.map(lazyKind))
    const kind = entryFiles.has(file) ? 'entry' : kinds.size === 1 ? [...kinds][0] : 'shared'
    const src = sources.get(file)
    return { file, kind, ...(src ? { src } : {}), loaders: entryFiles.has(file) ? [] : by }
  })
}

const attr = (tag, name) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(tag)
    ?.slice(1)
    .find((v) => v !== undefined)
const hasAttr = (tag, name) => new RegExp(`\\s${name}(\\s|=|>|/)`, 'i').test(tag)
/** `./assets/a.css?v=1` → `assets/a.css`; null for another origin. */
const localPath = (href) =>
  /^([a-z]+:)?\/\//i.test(href) ? null : href.replace(/^\.?\//, '').replace(/[?#].*$/, '')

/**
 * The stylesheets that block the first render of a page: `<link rel="stylesheet">`
 * outside `<noscript>`, not `media="print"` and without the `onload` swap trick.
 */
export function blockingStylesheets(html) {
  const live = html.replace(/<noscript[\s\S]*?<\/noscript>/gi, '')
  const tags = live.match(/<link\b[^>]*>/gi) ?? []
  return tags
    .filter((tag) => (attr(tag, 'rel') ?? '').toLowerCase().split(/\s+/).includes('stylesheet'))
    .filter((tag) => (attr(tag, 'media') ?? 'all').toLowerCase() !== 'print')
    .filter((tag) => !hasAttr(tag, 'onload'))
    .map((tag) => localPath(attr(tag, 'href') ?? ''))
    .filter(Boolean)
}

/** Local scripts the page itself loads with `<script src>` (part of what `/` runs). */
export function pageScripts(html) {
  const tags = html.match(/<script\b[^>]*>/gi) ?? []
  return tags
    .map((tag) => attr(tag, 'src'))
    .filter(Boolean)
    .map(localPath)
    .filter(Boolean)
}
