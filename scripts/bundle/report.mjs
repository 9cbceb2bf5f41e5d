// The bundle report a developer acts on: what each budget is made of (costs that add up),
// why each package is in (its import chain), what a visitor downloads and waits for, and the
// change against the baseline kept in git. Pure apart from gzip: files come through `read`.
import { posix } from 'node:path'
import { attribute, byteRanges, GLUE, groupOf, shortModule } from './attribute.mjs'
import { BUDGETS, checkBudgets, isSphereJs, KB, kb } from './budgets.mjs'
import { lazyKind } from './classify.mjs'

/** @typedef {import('./budgets.mjs').Chunk} Chunk */
/** @typedef {import('./attribute.mjs').Cost} Cost */
/**
 * What the build recorded (scripts/plugins/bundle-graph.ts): each chunk's module ranges, the
 * module graph.
 * @typedef {{ chunks: Record<string, { facade: string | null,
 *   sources: string[], ranges: [number, number, number][] }>,
 *   modules: Record<string, { imports: string[], dynamicImports: string[] }> }} Graph
 */
/**
 * @typedef {object} Budgeted
 * @property {string} key `entry-js`, or `game src/games/g2048/View.tsx` for a budget per chunk
 * @property {string} id the budget's id
 * @property {boolean} each a budget per chunk
 * @property {boolean} soft over it, the build warns and passes (budgets.mjs)
 * @property {string} label
 * @property {number} limit bytes
 * @property {number} gzip
 * @property {number} brotli
 * @property {string[]} files
 * @property {{ name: string, gzip: number }[]} costs every contributor, largest first
 * @property {{ name: string, gzip: number }[]} [modules] every source module, largest first
 */
/** @typedef {{ id: string, what: string, files: string[], gzip: number, brotli: number, roundTrips: number }} Journey */
/**
 * The baseline kept in git: sizes by source module, never by hashed file name (the names
 * are kept only to tell which files a returning visitor has in the cache).
 * Each budget keeps its costs per contributor (package or app module) and per source module,
 * so that a new module inside a package already there shows as new.
 * @typedef {{ files: Record<string, { file: string, gzip: number, brotli: number }>,
 *   budgets: Record<string, { gzip: number, costs: Record<string, number>,
 *     modules?: Record<string, number> }>,
 *   journeys: Record<string, number>, content?: string }} Baseline
 * (`content`: the stamp of the content it was made with, content-stamp.mjs.)
 */

/**
 * Network profiles of the journeys' times: Lighthouse's mobile throttling, and a slow link.
 * Both with 150 ms round trips.
 */
export const PROFILES = [
  { what: '1.6 Mbps', bytesPerSecond: 1638.4e3 / 8, rtt: 0.15 },
  { what: '50 kB/s', bytesPerSecond: 50e3, rtt: 0.15 },
]

/**
 * Seconds to download `bytes` after `roundTrips` round trips on a profile.
 * @param {number} bytes
 * @param {{ bytesPerSecond: number, rtt: number }} profile
 */
export const seconds = (bytes, profile, roundTrips = 0) =>
  roundTrips * profile.rtt + bytes / profile.bytesPerSecond

/**
 * `0.96 s at 1.6 Mbps`
 * @param {number} s
 * @param {{ what: string }} profile
 */
export const secondsAt = (s, profile) => `${s.toFixed(2)} s at ${profile.what}`

/** A file's hash in its name: `assets/mount-DoUPkaWK.js` → `assets/mount.js`. */
/** @param {string} file */
const unhashed = (file) => file.replace(/-[\w-]{8}(\.[a-z]+)$/i, '$1')

/**
 * The name a file keeps across builds, never its hash: the module it is the entry of, or for
 * a shared chunk its largest module; a route's snapshot by its route's module (its name
 * carries a hash of its HTML, scripts/plugins/prerender.ts); for the page and other files outside the
 * graph, the name without the hash.
 * @param {Chunk} chunk
 * @param {Graph} graph
 */
function fileKey(chunk, graph) {
  const g = graph.chunks[chunk.file]
  if (!g && chunk.kind === 'route' && chunk.src && chunk.file.endsWith('.html'))
    return `${chunk.src} (snapshot)`
  if (!g) return unhashed(chunk.file)
  if (g.facade) return g.facade === 'index.html' ? 'index.html (script)' : g.facade
  /** @type {Map<string, number>} */
  const bytes = new Map()
  for (const [s, a, b] of g.ranges)
    if (s >= 0) bytes.set(g.sources[s] ?? '', (bytes.get(g.sources[s] ?? '') ?? 0) + b - a)
  const largest = [...bytes].sort((x, y) => y[1] - x[1])[0]?.[0]
  return largest ? `${largest} (shared)` : unhashed(chunk.file)
}

/**
 * Costs per file: attributed through the graph for built chunks, the whole file otherwise.
 * @param {Chunk[]} chunks
 * @param {Graph} graph
 * @param {(file: string) => Uint8Array} read
 */
export function fileCosts(chunks, graph, read) {
  return chunks.map((chunk) => {
    const g = graph.chunks[chunk.file]
    const key = fileKey(chunk, graph)
    if (!g) {
      /** @type {Cost} */
      const whole = { name: key, raw: chunk.raw, gzip: chunk.gzip, modules: [] }
      return { chunk, key, costs: [whole] }
    }
    const code = read(chunk.file)
    const { gzip, costs } = attribute(
      code,
      byteRanges(Buffer.from(code).toString(), g.ranges),
      g.sources,
    )
    // The table's gzip size is the file's (measure.mjs): scale the costs to it exactly.
    const scale = gzip ? chunk.gzip / gzip : 1
    return {
      chunk,
      key,
      costs: costs.map((c) => ({
        ...c,
        gzip: c.gzip * scale,
        modules: c.modules.map((m) => ({ ...m, gzip: m.gzip * scale })),
      })),
    }
  })
}

/**
 * Each budget's size and what it is made of: the costs of its files' contributors, summed by
 * package (or app module) across the files.
 * @param {ReturnType<typeof fileCosts>} files
 * @param {import('./budgets.mjs').Budget[]} [list] the budgets (budgets.mjs)
 * @returns {Budgeted[]}
 */
export function budgetCosts(files, list = BUDGETS) {
  const byFile = new Map(files.map((f) => [f.chunk.file, f]))
  return checkBudgets(
    files.map((f) => f.chunk),
    list,
  ).map((v) => {
    const mine = v.files.flatMap((file) => byFile.get(file) ?? [])
    /** @type {Map<string, number>} */
    const sums = new Map()
    /** @type {Map<string, number>} */
    const modules = new Map()
    for (const f of mine)
      for (const c of f.costs) {
        sums.set(c.name, (sums.get(c.name) ?? 0) + c.gzip)
        for (const m of c.modules) modules.set(m.module, (modules.get(m.module) ?? 0) + m.gzip)
      }
    const key =
      v.budget.scope === 'each'
        ? `${v.budget.id} ${mine.map((f) => f.key).join(', ')}`
        : v.budget.id
    return {
      key,
      id: v.budget.id,
      each: v.budget.scope === 'each',
      soft: Boolean(v.budget.soft),
      label: v.label,
      limit: v.budget.kb * KB,
      gzip: v.gzip,
      brotli: mine.reduce((sum, f) => sum + f.chunk.brotli, 0),
      files: v.files,
      costs: [...sums].map(([name, gzip]) => ({ name, gzip })).sort((a, b) => b.gzip - a.gzip),
      modules: [...modules].map(([name, gzip]) => ({ name, gzip })).sort((a, b) => b.gzip - a.gzip),
    }
  })
}

/**
 * The budgets as the report shows them: a budget per chunk by its largest chunk only.
 * @param {Budgeted[]} budgets
 */
export const largestOfEach = (budgets) =>
  budgets.filter((b) => !b.each || !budgets.some((o) => o.id === b.id && o.gzip > b.gzip))

/**
 * The visitor's four journeys: the first visit to `/`, a deep link (the route whose chunks
 * weigh most), opening the 3D sphere and opening a game (the heaviest), each after `/`.
 * Round trips: a first visit opens the connection (TCP and TLS: 2), fetches the page (1), then
 * the scripts and styles the page names, in parallel (1); a deep link then fetches its route
 * chunk with what it imports (1); opening the sphere or a game takes one round trip.
 * The first visit also counts the lazy chunks `/` fetches on load without the visitor doing
 * anything (`onLoad`, their sources: onLoadSources), one round trip after the entry; the deep
 * link counts the page, the entry and the route only (the sphere's live part is Home's).
 * @param {Chunk[]} chunks
 * @param {readonly string[]} [onLoad]
 * @returns {Journey[]}
 */
export function journeys(chunks, onLoad = []) {
  const loaded = chunks.filter(
    (c) => c.kind !== 'entry' && (c.loaders ?? []).some((l) => onLoad.includes(l)),
  )
  const page = chunks.filter(
    (c) => (c.kind === 'html' && !c.part) || c.kind === 'entry' || c.blocking,
  )
  const first = [...page, ...loaded]
  const firstTrips = loaded.length ? 5 : 4
  /** @param {(src: string) => boolean} wanted */
  const lazy = (wanted) => {
    /** @type {Map<string, Chunk[]>} */
    const by = new Map()
    for (const c of chunks)
      for (const l of c.loaders ?? []) if (wanted(l)) by.set(l, [...(by.get(l) ?? []), c])
    const sum = (/** @type {Chunk[]} */ cs) => cs.reduce((s, c) => s + c.gzip, 0)
    return [...by].sort((a, b) => sum(b[1]) - sum(a[1]) || a[0].localeCompare(b[0]))[0]
  }
  const route = lazy((l) => lazyKind(l) === 'route')
  const game = lazy((l) => lazyKind(l) === 'game')
  // What the sphere downloads: its budget's files (the 3D chunk).
  const sphere = chunks.filter(isSphereJs)
  /** @type {(id: string, what: string, files: Chunk[], roundTrips: number) => Journey} */
  const trip = (id, what, files, roundTrips) => ({
    id,
    what,
    files: files.map((c) => c.file),
    gzip: files.reduce((s, c) => s + c.gzip, 0),
    brotli: files.reduce((s, c) => s + c.brotli, 0),
    roundTrips,
  })
  return [
    trip('first-visit', 'first visit to /', first, firstTrips),
    ...(route
      ? [trip('deep-link', `deep link to ${route[0]} (first visit)`, [...page, ...route[1]], 5)]
      : []),
    trip('sphere', 'opening the 3D sphere (after /)', sphere, 1),
    // Bytes moved between `/` and the sphere show here as what the visitor pays in all.
    trip(
      'first-and-sphere',
      'first visit to /, then the 3D sphere',
      [...first, ...sphere],
      firstTrips + 1,
    ),
    ...(game ? [trip('game', `opening a game, ${game[0]} (after /)`, game[1], 1)] : []),
  ]
}

// Which lazy chunks a visit to `/` fetches with no action of the visitor's: the app marks each
// such dynamic import where it is made, `import(/* on-load */ './LiveSphere')`, and the build's
// module graph (bundle-graph.json) says what each marked import resolved to. A chunk fetched
// on load then stays counted in the first visit for as long as the import is there.
/** A dynamic import marked as made while the page loads, whatever the visitor does. */
const MARKED = /import\(\s*\/\*\s*on-load\s*\*\/\s*(['"`])([^'"`]+)\1\s*\)/g

/** `src/sphere/x.tsx` → `src/sphere/x` */
const bare = (/** @type {string} */ path) => path.replace(/\.[cm]?[jt]sx?$/, '')

/**
 * The sources of the lazy chunks `/` fetches on load, the `onLoad` of the first visit: each marked dynamic import of the app's
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
      const target = dynamicImports.find(
        (d) => bare(d) === bare(posix.join(posix.dirname(module), spec ?? '')),
      )
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

/**
 * Why a package or module is in the build: the shortest import chain from the page's entry
 * to it, through static (→) and dynamic (⇢) imports of the bundler's module graph.
 * @param {Graph['modules']} modules
 * @param {string[]} roots
 */
export function chains(modules, roots) {
  /** @type {Map<string, { parent: string | null, dynamic: boolean }>} */
  const seen = new Map(roots.map((r) => [r, { parent: null, dynamic: false }]))
  const queue = [...roots]
  for (let i = 0; i < queue.length; i++) {
    const id = /** @type {string} */ (queue[i])
    const m = modules[id]
    if (!m) continue
    for (const [next, dynamic] of [
      ...m.imports.map((n) => /** @type {const} */ ([n, false])),
      ...m.dynamicImports.map((n) => /** @type {const} */ ([n, true])),
    ]) {
      if (seen.has(next)) continue
      seen.set(next, { parent: id, dynamic })
      queue.push(next)
    }
  }
  /** @param {string} id @returns {{ id: string, dynamic: boolean }[]} */
  const path = (id) => {
    const out = []
    for (let at = /** @type {string | null} */ (id); at; at = seen.get(at)?.parent ?? null)
      out.unshift({ id: at, dynamic: seen.get(at)?.dynamic ?? false })
    return out
  }
  /**
   * The chain to a contributor (a package: its module nearest the entry) and its importer:
   * the last module on the chain outside the package.
   * @param {string} name
   */
  return (name) => {
    const candidates = [...seen.keys()].filter((id) => id === name || groupOf(id) === name)
    const best = candidates.map(path).sort((a, b) => a.length - b.length)[0]
    if (!best) return null
    const outside = best.filter((step) => groupOf(step.id) !== name)
    const importer = outside.at(-1)?.id ?? null
    const text = best
      .map((s, i) => (i ? `${s.dynamic ? ' ⇢ ' : ' → '}${shortModule(s.id)}` : s.id))
      .join('')
    return { importer, text, steps: best }
  }
}

/**
 * The baseline of a build, to keep in git.
 * @param {ReturnType<typeof fileCosts>} files
 * @param {Budgeted[]} budgets
 * @param {Journey[]} trips
 * @returns {Baseline}
 */
export function baselineOf(files, budgets, trips) {
  const round = Math.round
  return {
    files: Object.fromEntries(
      files.map((f) => [f.key, { file: f.chunk.file, gzip: f.chunk.gzip, brotli: f.chunk.brotli }]),
    ),
    budgets: Object.fromEntries(
      budgets.map((b) => [
        b.key,
        {
          gzip: b.gzip,
          costs: Object.fromEntries(b.costs.map((c) => [c.name, round(c.gzip)])),
          modules: Object.fromEntries((b.modules ?? []).map((m) => [m.name, round(m.gzip)])),
        },
      ]),
    ),
    journeys: Object.fromEntries(trips.map((t) => [t.id, t.gzip])),
  }
}

/** Contributions smaller than this (bytes gzip) are left out of a diff. */
const NOISE = 50

/** @param {number} bytes */
export const signedKB = (bytes) => `${bytes < 0 ? '−' : '+'}${kb(Math.abs(bytes))}`

/**
 * Each name's bytes in the baseline (`old`) and now, and whether it came, went or changed.
 * @param {Record<string, number>} old
 * @param {Map<string, number>} now
 */
export const compare = (old, now) =>
  [...new Set([...now.keys(), ...Object.keys(old)])].map((name) => {
    const was = old[name] ?? 0
    const is = now.get(name) ?? 0
    const change = /** @type {'new' | 'gone' | 'changed'} */ (
      !(name in old) ? 'new' : !now.has(name) ? 'gone' : 'changed'
    )
    return { name, was, is, delta: is - was, change }
  })

/**
 * What changed in a budget since the baseline: its size, and each contributor that came,
 * went or changed by more than NOISE bytes, largest change first.
 * @param {Budgeted} now
 * @param {Baseline['budgets'][string] | undefined} before
 */
export function budgetDiff(now, before) {
  const changes = compare(before?.costs ?? {}, new Map(now.costs.map((c) => [c.name, c.gzip])))
    .filter((c) => Math.abs(c.delta) >= NOISE)
    .sort((a, b) => Math.abs(b.delta) - Math.abs(a.delta))
  return { key: now.key, label: now.label, was: before?.gzip ?? null, is: now.gzip, changes }
}

/**
 * What a budget's contributor is: an npm package (a group of modules under node_modules), one
 * of the app's modules, the bundler's glue, or a file outside the module graph (index.html).
 * @param {string} name
 * @param {string[]} modules the budget's source modules, now and in the baseline
 * @returns {'package' | 'module' | 'glue' | 'file'}
 */
function contributorKind(name, modules) {
  if (name === GLUE) return 'glue'
  if (modules.includes(name)) return 'module'
  if (modules.some((m) => m.includes('node_modules/') && groupOf(m) === name)) return 'package'
  return 'file'
}

/**
 * `new package lodash-es +30.30 KB` / `module src/x.ts −0.20 KB` / `file index.html +0.20 KB`.
 * @param {{ name: string, delta: number, change: string }} c
 * @param {string[]} modules the budget's source modules, now and in the baseline
 */
export function changeText(c, modules) {
  const kind = contributorKind(c.name, modules)
  const what = kind === 'glue' ? 'bundler glue' : `${kind} ${c.name}`
  const verb = c.change === 'new' ? 'new ' : c.change === 'gone' ? 'removed ' : ''
  return `${verb}${what} ${signedKB(c.delta)} KB`
}

/**
 * The source modules of a contributor (a package's modules, or the app module itself) whose
 * cost changed since the baseline, largest growth first.
 * @param {Budgeted} now
 * @param {Baseline['budgets'][string] | undefined} before
 * @param {string} name the contributor
 */
export const moduleGrowth = (now, before, name) =>
  compare(before?.modules ?? {}, new Map((now.modules ?? []).map((m) => [m.name, m.gzip])))
    .filter((m) => m.name === name || groupOf(m.name) === name)
    .sort((a, b) => b.delta - a.delta)

/**
 * The time `bytes` take on each profile, in words.
 * @param {number} bytes
 */
export const timeText = (bytes) =>
  PROFILES.map((p) => `${bytes < 0 ? '−' : '+'}${secondsAt(Math.abs(seconds(bytes, p)), p)}`).join(
    ', ',
  )

/**
 * The files a returning visitor downloads again: names the baseline's cache does not hold.
 * @param {Chunk[]} chunks
 * @param {Baseline | null} base
 */
export function redownloads(chunks, base) {
  if (!base) return []
  const cached = new Map(Object.values(base.files).map((f) => [f.file, f]))
  return chunks.filter((c) => {
    if (c.part) return false // in index.html
    const was = cached.get(c.file)
    // A name without a hash (index.html, sw.js) is revalidated: downloaded when it changed.
    return !was || (unhashed(c.file) === c.file && was.gzip !== c.gzip)
  })
}
