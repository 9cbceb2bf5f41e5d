// The owner test's reading of content files as an owner may have written them: a text field
// in single or double quotes, with escaped quotes inside (`name: "Zoë O'Connor"`,
// `name: 'Zoë O\'Connor'`), never only in the quotes and letters of today's content.

/** A JavaScript string literal in either quote, escapes included: its quote, then its text. */
export const STRING_LITERAL = String.raw`(['"])((?:\\.|(?!\1)[^\\\n])*)\1`

/**
 * `field: '…'` (or `"…"`) as a regular expression: the quote is group 1, the literal's text
 * as written (escapes and all) group 2.
 * @param {string} field
 * @param {string} [flags]
 */
export const textField = (field, flags) => new RegExp(`\\b${field}: ${STRING_LITERAL}`, flags)

/**
 * The text of the first `field: '…'` of `source`, as written between its quotes, or undefined.
 * @param {string} source @param {string} field
 */
export const textOf = (source, field) => textField(field).exec(source)?.[2]
