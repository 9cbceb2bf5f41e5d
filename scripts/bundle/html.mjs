// The two pages of `npm run report`: the whole bundle report as one page
// (reports/bundle-report.html: the tables, the contributors of each budget as bars that add
// up, the baseline diff, journeys and cache), and the treemap for exploring
// (rollup-plugin-visualizer's reports/bundle.html), made to open on gzip sizes and to say on
// the page when its numbers do not add up to the files' gzip sizes: it gzips each module on
// its own, so a chunk's modules together weigh more than the chunk.
import { kb } from './budgets.mjs'
import { budgetSummary } from './format.mjs'
import { largestOfEach } from './report.mjs'

/** @typedef {import('./budgets.mjs').Chunk} Chunk */

/** @param {string} s */
const esc = (s) =>
  s
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')

/**
 * @param {import('./budgets.mjs').Report} table
 * @param {import('./explain.mjs').Sections} sections
 * @param {import('./report.mjs').Budgeted[]} budgets
 */
export function formatHtml(table, sections, budgets) {
  const summary = budgetSummary(table.verdicts)
  // A budget per chunk shows its largest chunk, as on the terminal.
  const bars = largestOfEach(budgets)
    .map((b) => {
      const top = b.costs.slice(0, 8)
      const rest = b.gzip - top.reduce((s, c) => s + c.gzip, 0)
      const parts = [
        ...top.map((c) => ({ name: c.name, gzip: c.gzip })),
        ...(rest > 0.5 ? [{ name: 'the rest', gzip: rest }] : []),
      ]
      const cells = parts
        .map(
          (p, i) =>
            `<span class="seg ${p.name === 'the rest' ? 'rest' : `c${i % 8}`}" style="flex:${p.gzip.toFixed(0)}" title="${esc(p.name)}: ${kb(p.gzip)} KB gzip"></span>`,
        )
        .join('')
      const legend = parts
        .map(
          (p, i) =>
            `<li><span class="dot ${p.name === 'the rest' ? 'rest' : `c${i % 8}`}"></span>${esc(p.name)} <b>${kb(p.gzip)}</b></li>`,
        )
        .join('')
      const over = b.gzip > b.limit
      return `<section class="budget${over ? ' over' : ''}"><h3>${esc(b.label)}: ${kb(b.gzip)} of ${kb(b.limit)} KB gzip <small>(brotli ${kb(b.brotli)})</small></h3>
<div class="bar" style="--fill:${Math.min(100, (b.gzip / b.limit) * 100).toFixed(1)}%"><div class="segs">${cells}</div></div><ul class="legend">${legend}</ul></section>`
    })
    .join('\n')
  const rows = table.rows
    .map(
      (r) =>
        `<tr><td>${esc(r.file)}</td><td>${r.kind}</td><td class="n">${kb(r.raw)}</td><td class="n">${kb(r.gzip)}</td><td class="n">${kb(r.brotli)}</td><td>${esc(r.loadedBy)}</td></tr>`,
    )
    .join('\n')
  // The contributors are the bars above.
  const parts = sections.parts
    .filter((p) => !p.full)
    .map((p) => `<h2>${esc(p.title)}</h2><pre>${esc(p.lines.join('\n'))}</pre>`)
    .join('\n')
  const verdictClass = sections.failures.length ? 'bad' : 'good'
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Bundle report</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font:15px/1.45 system-ui,sans-serif;margin:2rem auto;max-width:72rem;padding:0 1rem;color:#1b1f24}
h1{margin:0 0 .25rem}h2{margin-top:2rem;border-bottom:1px solid #d0d7de}
.verdict{font-weight:600;padding:.6rem .8rem;border-radius:6px}.good{background:#dafbe1}.bad{background:#ffebe9}
.failures li{color:#82071e}
table{border-collapse:collapse;width:100%;font-size:13px}td,th{padding:.2rem .5rem;border-bottom:1px solid #eaeef2;text-align:left}.n{text-align:right;font-variant-numeric:tabular-nums}
pre{background:#f6f8fa;padding:.75rem;overflow:auto;font-size:13px;white-space:pre-wrap;overflow-wrap:anywhere}
.budget h3{font-size:15px;margin:1rem 0 .3rem}.over h3{color:#82071e}
.bar{height:18px;background:#eaeef2;border-radius:4px;overflow:hidden}.segs{display:flex;height:100%;width:var(--fill)}
.seg{display:block;height:100%;border-right:1px solid #fff}
.legend{display:flex;flex-wrap:wrap;gap:.25rem 1rem;list-style:none;padding:0;margin:.3rem 0;font-size:13px}
.dot{display:inline-block;width:.7rem;height:.7rem;border-radius:2px;margin-right:.3rem;vertical-align:-1px}
.c0{background:#0969da}.c1{background:#bf3989}.c2{background:#1a7f37}.c3{background:#9a6700}.c4{background:#8250df}.c5{background:#cf222e}.c6{background:#57606a}.c7{background:#0a7d8c}.rest{background:#afb8c1}
</style></head><body>
<h1>Bundle report</h1>
<p>Sizes in KB of 1000 bytes, gzip at level 9 (the one gzip figure of the build) with brotli beside it. A bar is a budget: its length is the share of the limit used, its parts what each package or module costs (what removing it saves plus its part of what several share, adding up to the budget). <a href="bundle.html">Treemap</a> (each module gzipped on its own: does not add up).</p>
<p class="verdict ${verdictClass}">${esc(sections.verdict)}</p>
${sections.failures.length ? `<ul class="failures">${sections.failures.map((f) => `<li>${esc(f)}</li>`).join('')}</ul>` : ''}
<h2>Budgets</h2>
<table><tr><th>budget</th><th class="n">gzip KB</th><th class="n">limit KB</th><th class="n">headroom KB</th><th>verdict</th></tr>
${summary.map((s) => `<tr><td>${esc(s[0])}</td><td class="n">${s[1]}</td><td class="n">${s[2]}</td><td class="n">${s[3]}</td><td>${s[4]}</td></tr>`).join('\n')}</table>
${bars}
${parts}
<h2>Files</h2>
<table><tr><th>file</th><th>kind</th><th class="n">raw</th><th class="n">gzip</th><th class="n">brotli</th><th>loaded by</th></tr>
${rows}</table>
</body></html>
`
}

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
      "The treemap's page has changed (rollup-plugin-visualizer): it no longer picks its first size as scripts/bundle/html.mjs expects",
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
    `${esc(note)}</p>`
  return { html: patched.replace(/<body>/, `<body>\n  ${box}`), note }
}
