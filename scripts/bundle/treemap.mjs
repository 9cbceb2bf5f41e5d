// The treemap for exploring (rollup-plugin-visualizer, `npm run report`), made to open on gzip
// sizes and to say on the page when its numbers do not add up to the files' gzip sizes: it
// gzips each module on its own, so a chunk's modules together weigh more than the chunk.
import { kb } from './budgets.mjs'

/** @typedef {import('./budgets.mjs').Chunk} Chunk */

/** The treemap's first size: the visualizer opens on its first available one (rendered). */
const FIRST_SIZE = /(\[sizeProperty, setSizeProperty\] = [\w$]+\()availableSizeProperties\[0\]\)/
const GZIP_FIRST =
  '$1availableSizeProperties.includes("gzipLength") ? "gzipLength" : availableSizeProperties[0])'

/** How far a chunk's modules may add up from its gzip size before the page says so. */
const ADDS_UP = 0.01

/**
 * @typedef {{ nodeParts: Record<string, { gzipLength: number }>,
 *   nodeMetas: Record<string, { id: string, moduleParts: Record<string, string> }> }} TreemapData
 */

/**
 * The treemap's page, opening on gzip sizes, with a note at its top when the modules of a
 * chunk do not add up to the chunk's gzip size (the largest gap named).
 * @param {string} page the page the visualizer wrote
 * @param {Chunk[]} chunks the build as measured (measure.mjs)
 * @returns {{ html: string, note: string | null }}
 */
export function patchTreemap(page, chunks) {
  // Patched before (the report run again on the same page): from the visualizer's own again.
  const html = page
    .replace(/\n {2}<p id="sizes-note"[^\n]*<\/p>/, '')
    .replace(GZIP_FIRST.slice(2), 'availableSizeProperties[0])')
  if (!FIRST_SIZE.test(html))
    throw new Error(
      "The treemap's page has changed (rollup-plugin-visualizer): it no longer picks its first size as scripts/bundle/treemap.mjs expects",
    )
  const dataText = /const data = (\{.*\});\n/.exec(html)?.[1]
  if (!dataText) throw new Error("The treemap's page holds no data")
  /** @type {TreemapData} */
  const data = JSON.parse(dataText)
  // Each chunk's modules' gzip sizes summed, as the treemap shows them.
  /** @type {Map<string, number>} */
  const sums = new Map()
  for (const meta of Object.values(data.nodeMetas))
    for (const [file, uid] of Object.entries(meta.moduleParts))
      sums.set(file, (sums.get(file) ?? 0) + (data.nodeParts[uid]?.gzipLength ?? 0))
  const gaps = chunks
    .filter((c) => sums.has(c.file))
    .map((c) => ({ c, sum: sums.get(c.file) ?? 0 }))
    .filter(({ c, sum }) => Math.abs(sum - c.gzip) > c.gzip * ADDS_UP)
    .sort((a, b) => Math.abs(b.sum - b.c.gzip) - Math.abs(a.sum - a.c.gzip))
  const top = gaps[0]
  const note = top
    ? `These gzip sizes are each module gzipped on its own, so they do not add up to the files: the modules of ${top.c.file} add up to ${kb(top.sum)} KB, the file is ${kb(top.c.gzip)} KB gzip${gaps.length > 1 ? ` (and ${gaps.length - 1} more files differ by over ${ADDS_UP * 100} %)` : ''}. The budgets' figures add up: reports/bundle-report.html and \`npm run build\`.`
    : null
  const patched = html.replace(FIRST_SIZE, GZIP_FIRST)
  if (!note) return { html: patched, note }
  const box =
    '<p id="sizes-note" role="note" style="position:fixed;left:0;right:0;bottom:0;z-index:10;margin:0;' +
    'padding:0.5em 1em;background:#fff3cd;color:#222;font:14px/1.4 sans-serif;border-top:1px solid #c9a227">' +
    `${escapeHtml(note)}</p>`
  return { html: patched.replace(/<body>/, `<body>\n  ${box}`), note }
}

/** @param {string} text */
const escapeHtml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
