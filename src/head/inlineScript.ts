// The one way the build writes an inline <script>: whatever the content holds stays text.

/** `<` and `>` (and JavaScript's line separators) as escapes: valid in JSON and in code. */
const ESCAPED = /[<>\u2028\u2029]/g
const unicodeEscape = (c: string) =>
  `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`

/**
 * A value as JSON for an inline script (code or JSON-LD). Inside a script element the HTML
 * parser ends the element at `</script`, and after `<!--` it reads past the real end when a
 * `<script` came first; with no `<` in the text, neither can happen, whatever the value.
 */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(ESCAPED, unicodeEscape)

/** What would end a script element early, or make the parser read past its end. */
const UNSAFE = /<!--|<\/?script/i

/**
 * `body` as an inline script element, after checking that the parser will end it where it
 * ends: otherwise the build stops, naming the script (`what`).
 */
export function inlineScript(body: string, what: string, type?: string): string {
  const unsafe = UNSAFE.exec(body)
  if (unsafe) {
    throw new Error(
      `${what} holds "${unsafe[0]}", which would end the script early or hide the page after it: write values into it with scriptJson (src/head/inlineScript.ts)`,
    )
  }
  return `<script${type ? ` type="${type}"` : ''}>${body}</script>`
}
