// index.html split into what makes it up, so each part has a budget of its own: the code
// (inline CSS, head scripts, import map) is guarded, the owner's content (pre-rendered Home)
// grows with the content. Pure: text in, parts out.

/**
 * The parts of the page, in the order the report lists them.
 * @typedef {'inline-css' | 'head-script' | 'import-map' | 'home' | 'other'} PagePart
 */
/** @type {Record<PagePart, string>} */
export const PART_FILES = {
  'inline-css': 'index.html <style>',
  'head-script': 'index.html <script>',
  'import-map': 'index.html importmap',
  home: 'index.html #root',
  other: 'index.html other',
}

/**
 * The element ranges of `html` matching `open` up to the first `close` after it.
 * @param {string} html
 * @param {RegExp} open a global pattern of the opening tag
 * @param {string} close
 * @returns {[number, number][]}
 */
const ranges = (html, open, close) =>
  [...html.matchAll(open)].flatMap((m) => {
    const end = html.indexOf(close, m.index)
    return end < 0 ? [] : [/** @type {[number, number]} */ ([m.index, end + close.length])]
  })

/**
 * `#root` from its opening tag to its matching `</div>` (the pre-rendered Home). Content
 * reaches the page encoded, so a `<div` in it is markup, never text.
 * @param {string} html
 * @returns {[number, number][]}
 */
function rootRange(html) {
  const start = html.search(/<div\s[^>]*\bid="root"/)
  if (start < 0) return []
  const tags = /<div\b|<\/div>/g
  tags.lastIndex = start
  let depth = 0
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    depth += m[0] === '</div>' ? -1 : 1
    if (depth === 0) return [[start, m.index + m[0].length]]
  }
  return []
}

/**
 * The page's text by part: every `<style>` (inline CSS), every inline classic or module
 * `<script>` with no `src` (head script: the boot code and the worker watch), the
 * `<script type="importmap">`, `#root`'s markup (pre-rendered Home), and the rest (other:
 * the head's meta tags and JSON-LD, the no-script form). The parts add up to the page.
 * @param {string} html
 * @returns {Record<PagePart, string>}
 */
export function pageParts(html) {
  /** @type {[PagePart, [number, number][]][]} */
  const found = [
    ['home', rootRange(html)],
    ['inline-css', ranges(html, /<style(?:\s[^>]*)?>/gi, '</style>')],
    ['import-map', ranges(html, /<script\s[^>]*type="importmap"[^>]*>/gi, '</script>')],
    [
      'head-script',
      ranges(html, /<script(?:\s+type="module")?>/gi, '</script>').filter(
        ([a]) => !rootRange(html).some(([s, e]) => a >= s && a < e),
      ),
    ],
  ]
  /** @type {Record<PagePart, string>} */
  const parts = { 'inline-css': '', 'head-script': '', 'import-map': '', home: '', other: '' }
  const owner = new Array(html.length).fill(/** @type {PagePart} */ ('other'))
  // The first part to claim a character keeps it: a <style> inside #root is Home's.
  const claimed = new Uint8Array(html.length)
  for (const [part, list] of found)
    for (const [a, b] of list)
      for (let i = a; i < b; i++)
        if (!claimed[i]) {
          claimed[i] = 1
          owner[i] = part
        }
  for (let i = 0; i < html.length; i++) parts[/** @type {PagePart} */ (owner[i])] += html[i]
  return parts
}
