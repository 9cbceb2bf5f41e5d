/**
 * Words as one sentence: `['projects', 'contact']` → `Projects and contact.` The site's
 * description names its pages this way, so a new route adds itself to it.
 */
export function listSentence(words: readonly string[]): string {
  if (words.length === 0) return ''
  const last = words.at(-1)!
  const text = words.length === 1 ? last : `${words.slice(0, -1).join(', ')} and ${last}`
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`
}
