// The size budgets of the built site (gzip), and the verdicts for a list of measured chunks.
// Pure: the input is [{ file, kind, src?, loaders?, blocking?, raw, gzip, brotli }] in bytes.
import { lazyKind } from './classify.mjs'

/**
 * A measured file of the build, in bytes.
 * @typedef {object} Chunk
 * @property {string} file
 * @property {import('./classify.mjs').ChunkKind} kind
 * @property {string} [src]
 * @property {string[]} [loaders]
 * @property {boolean} [blocking]
 * @property {import('./page-parts.mjs').PagePart} [part] A part of index.html (already in the
 *   page's size), gzipped alone; the inlined CSS (`inline-css`) counts in all CSS too.
 * @property {('preact' | 'react' | 'three')[]} [runtimes] The runtimes the chunk carries, as the
 *   build recorded them.
 * @property {number} raw
 * @property {number} gzip
 * @property {number} brotli
 */
/**
 * @typedef {object} Budget
 * @property {string} id
 * @property {string} what
 * @property {number} kb
 * @property {'total' | 'each'} scope
 * @property {(chunk: Chunk) => boolean} select
 * @property {boolean} [soft] over it, the build warns and still passes: the part grows with
 *   the owner's content, not with code
 */
/**
 * @typedef {object} Verdict
 * @property {Budget} budget
 * @property {string[]} files
 * @property {string} label
 * @property {number} gzip
 * @property {number} headroom
 * @property {boolean} ok
 */
/** @typedef {Chunk & { loadedBy: string, budgets: { text: string, headroom: number }[] }} Row */
/** @typedef {{ rows: Row[], verdicts: Verdict[] }} Report */

/** Kilobytes of 1000 bytes, as Vite's build output counts them. */
export const KB = 1000
/** @param {number} bytes */
export const kb = (bytes) => (bytes / KB).toFixed(2)

/** @typedef {(c: Chunk) => boolean} Select */
/** @type {Select} */
const isJs = (c) => /\.m?js$/.test(c.file)
/** @type {Select} */
const isCss = (c) => c.file.endsWith('.css') || c.part === 'inline-css'
/** @type {Select} */
const loadedBySphere = (c) =>
  c.kind === 'sphere' || (c.loaders ?? []).some((l) => lazyKind(l) === 'sphere')
/**
 * The 3D chunk: the JavaScript the sphere downloads, that is the lazy src/sphere/scene/ chunks and
 * what they import that `/` has not already loaded (shared chunks included).
 * @type {Select}
 */
export const isSphereJs = (c) => isJs(c) && c.kind !== 'entry' && loadedBySphere(c)

/**
 * `total` budgets cap the sum of the chunks they select, `each` budgets every one of them.
 * @type {Budget[]}
 */
export const BUDGETS = [
  {
    // The whole first render, content included: it warns, its code parts below fail. What the
    // shipped content takes is in bundle-baseline.json; the rest is room for an owner's.
    id: 'first-render',
    what: 'HTML + render-blocking CSS of /',
    kb: 15,
    scope: 'total',
    soft: true,
    // The parts of index.html are already in the page's own size.
    select: (c) => (c.kind === 'html' && !c.part) || Boolean(c.blocking),
  },
  {
    id: 'inline-css',
    what: 'CSS inlined in /',
    kb: 7.5,
    scope: 'total',
    select: (c) => c.part === 'inline-css',
  },
  {
    id: 'head-script',
    what: 'head scripts of / (boot code, worker watch)',
    kb: 2.2,
    scope: 'total',
    select: (c) => c.part === 'head-script',
  },
  {
    id: 'import-map',
    what: 'import map of /',
    kb: 0.8,
    scope: 'total',
    select: (c) => c.part === 'import-map',
  },
  {
    // The owner's content: more skills, more chips. Warns, never fails (decision 019).
    id: 'home',
    what: 'pre-rendered Home of / (#root)',
    kb: 5,
    scope: 'total',
    soft: true,
    select: (c) => c.part === 'home',
  },
  {
    // Meta tags, JSON-LD and the no-script form: owner content too (name, links).
    id: 'page-other',
    what: 'the rest of index.html (meta, JSON-LD, no-script form)',
    kb: 2.5,
    scope: 'total',
    soft: true,
    select: (c) => c.part === 'other',
  },
  {
    id: 'entry-js',
    what: 'JavaScript needed to hydrate /',
    // 21.99 KB with the shipped content; the rest is room for an owner's (Home's content is in
    // it: sixty skills instead of nineteen add some 0.9 KB). Decision 026.
    kb: 23.3,
    scope: 'total',
    select: (c) => c.kind === 'entry' && isJs(c),
  },
  { id: 'css', what: 'all CSS', kb: 10, scope: 'total', select: isCss },
  {
    id: 'sphere',
    what: 'the 3D chunk',
    kb: 168,
    scope: 'total',
    select: isSphereJs,
  },
  {
    id: 'game',
    what: 'game chunk',
    kb: 8,
    scope: 'each',
    select: (c) => c.kind === 'game' && isJs(c),
  },
  {
    id: 'route',
    what: 'route chunk',
    kb: 10,
    scope: 'each',
    select: (c) => c.kind === 'route' && isJs(c),
  },
  {
    // A deep link paints from its snapshot: it is on that first paint's path. It is the
    // owner's content rendered (thirty projects make a larger Projects snapshot), so over its
    // budget the build warns and still passes, as for the pre-rendered Home.
    id: 'snapshot',
    what: 'route snapshot',
    kb: 8,
    soft: true,
    scope: 'each',
    select: (c) => c.kind === 'route' && c.file.endsWith('.html'),
  },
]

/** @param {Chunk} c */
const name = (c) => (c.src && c.src !== c.file ? `${c.file} (${c.src})` : c.file)

/**
 * One verdict per `total` budget and per chunk of an `each` budget.
 * @param {Chunk[]} chunks
 * @returns {Verdict[]}
 */
export function checkBudgets(chunks, budgets = BUDGETS) {
  return budgets.flatMap((budget) => {
    const selected = chunks.filter(budget.select)
    const groups =
      budget.scope === 'each' ? selected.map((c) => [c]) : selected.length ? [selected] : []
    return groups.map((group) => {
      const gzip = group.reduce((sum, c) => sum + c.gzip, 0)
      const headroom = budget.kb * KB - gzip
      const label =
        budget.scope === 'each' ? `${budget.what} ${group.map(name).join(', ')}` : budget.what
      return { budget, files: group.map((c) => c.file), label, gzip, headroom, ok: headroom >= 0 }
    })
  })
}

const KIND_ORDER = ['html', 'entry', 'route', 'game', 'sphere', 'shared']
/** @type {(a: Chunk, b: Chunk) => number} */
const byKindThenSize = (a, b) =>
  KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) || b.gzip - a.gzip

/**
 * What loads a chunk, in words.
 * @param {Chunk} c
 */
export function loadedBy(c) {
  if (c.part === 'inline-css') return 'inlined in the page /'
  if (c.part) return 'part of the page /'
  if (c.kind === 'html') return 'the page /'
  if (c.kind === 'entry') return 'index.html'
  if (!c.loaders?.length) return 'not imported by the app (a service worker, say)'
  return c.loaders.join(', ')
}

/**
 * The table of a build: a row per chunk (with the budgets it counts in and their headroom),
 * and the verdicts (what is over, and why, is explain.mjs's).
 * @param {Chunk[]} chunks
 * @returns {Report}
 */
export function evaluate(chunks, budgets = BUDGETS) {
  const verdicts = checkBudgets(chunks, budgets)
  const rows = [...chunks].sort(byKindThenSize).map((c) => {
    const mine = verdicts.filter((v) => v.files.includes(c.file))
    return {
      ...c,
      loadedBy: loadedBy(c),
      budgets: mine.map((v) => ({
        text:
          v.budget.scope === 'each'
            ? `${v.budget.kb} KB`
            : `${v.budget.kb} KB ${v.budget.id} (sum)`,
        headroom: v.headroom,
      })),
    }
  })
  return { rows, verdicts }
}
