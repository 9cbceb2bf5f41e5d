// Which lazy chunks a visit to `/` fetches with no action of the visitor's: the app marks each
// such dynamic import where it is made, `import(/* on-load */ './LiveSphere')`, and the build's
// module graph (bundle-graph.json) says what each marked import resolved to. A chunk fetched
// on load then stays counted in the first visit for as long as the import is there.

/** A dynamic import marked as made while the page loads, whatever the visitor does. */
const MARKED = /import\(\s*\/\*\s*on-load\s*\*\/\s*(['"`])([^'"`]+)\1\s*\)/g

/** `src/sphere/x.tsx` → `src/sphere/x` */
const bare = (/** @type {string} */ path) => path.replace(/\.[cm]?[jt]sx?$/, '')

/**
 * `src/sphere/SkillSphere.tsx` and `./LiveSphere` → `src/sphere/LiveSphere`.
 * @param {string} from
 * @param {string} spec
 */
function resolve(from, spec) {
  const parts = from.split('/').slice(0, -1)
  for (const part of spec.split('/')) {
    if (part === '..') parts.pop()
    else if (part !== '.') parts.push(part)
  }
  return bare(parts.join('/'))
}

/**
 * The sources of the lazy chunks `/` fetches on load: each marked dynamic import of the app's
 * modules, as the graph resolved it, and what a package among the code they statically import
 * asks for in turn (the service worker's registration imports workbox-window at once; the
 * app's own lazy imports in that code are on load only when marked).
 * @param {Record<string, { imports: string[], dynamicImports: string[] }>} modules the graph's
 * @param {(module: string) => string} read a module's source text
 * @returns {string[]}
 */
export function onLoadSources(modules, read) {
  /** @type {Set<string>} */
  const found = new Set()
  for (const [module, { dynamicImports }] of Object.entries(modules)) {
    if (!module.startsWith('src/') || !dynamicImports.length) continue
    for (const [, , spec] of read(module).matchAll(MARKED)) {
      const target = dynamicImports.find((d) => bare(d) === resolve(module, spec ?? ''))
      if (!target) throw new Error(`${module}: the on-load import of ${spec} is not in the build`)
      found.add(target)
    }
  }
  /** @type {Set<string>} */
  const seen = new Set()
  const visit = (/** @type {string} */ module) => {
    if (seen.has(module)) return
    seen.add(module)
    const m = modules[module]
    for (const d of m?.dynamicImports ?? []) if (!d.startsWith('src/')) found.add(d)
    for (const i of m?.imports ?? []) visit(i)
  }
  for (const module of [...found]) visit(module)
  return [...found].sort()
}
