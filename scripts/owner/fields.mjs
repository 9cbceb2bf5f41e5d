// The owner test's reading of content files as an owner may have written them: a text field
// in single or double quotes, with escaped quotes inside (`name: "Zoë O'Connor"`,
// `name: 'Zoë O\'Connor'`), never only in the quotes and letters of today's content.

/**
 * A JavaScript string literal in either quote, escapes included, quotes and all. It has no group
 * of its own, so it goes into any regular expression without moving that one's groups.
 */
export const STRING_LITERAL = String.raw`(?:'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*")`

/**
 * `field: '…'` (or `"…"`) as a regular expression, the literal (quotes and all) its group 1.
 * @param {string} field
 * @param {string} [flags]
 */
export const textField = (field, flags) => new RegExp(`\\b${field}: (${STRING_LITERAL})`, flags)

/** The text of a string literal as written between its quotes (escapes and all). */
export const textInside = (/** @type {string} */ literal) => literal.slice(1, -1)

/**
 * The text of the first `field: '…'` of `source`, as written between its quotes, or undefined.
 * @param {string} source @param {string} field
 */
export const textOf = (source, field) => {
  const literal = textField(field).exec(source)?.[1]
  return literal === undefined ? undefined : textInside(literal)
}

/**
 * Where the value of `export const name … = <value>` lies in `source`: from its opening bracket
 * to just after its closing one (strings and nested brackets skipped). Undefined when `source`
 * does not export `name`; `end` is -1 when the value is not a list or an entry.
 * @param {string} source @param {string} name
 * @returns {{ start: number, end: number } | undefined}
 */
export function valueSpan(source, name) {
  const head = new RegExp(`export const ${name}\\b[^=]*= `).exec(source)
  if (!head) return undefined
  const start = head.index + head[0].length
  if (!'[{'.includes(source[start] ?? '')) return { start, end: -1 }
  let depth = 0
  let quote = ''
  for (let i = start; i < source.length; i++) {
    const c = source[i]
    if (quote) {
      if (c === '\\') i++
      else if (c === quote) quote = ''
    } else if (c === "'" || c === '"' || c === '`') quote = c
    else if (c === '[' || c === '{' || c === '(') depth++
    else if ((c === ']' || c === '}' || c === ')') && --depth === 0) return { start, end: i + 1 }
  }
  return { start, end: -1 }
}
