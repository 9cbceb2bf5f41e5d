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
