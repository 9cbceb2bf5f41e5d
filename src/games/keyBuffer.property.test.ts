import fc from 'fast-check'
import { KEYWORDS, type KeyMatch, step } from './keyBuffer'

// The key buffer's rule over long random typing, many more keys than a browser run can press
// (tests/e2e/fuzz.e2e.ts checks the same rule through real key events, with fewer keys).
const WORDS = Object.keys(KEYWORDS)
/** The letters of the keywords, in both cases, and two more. */
const LETTERS = [...new Set([...WORDS.join(''), ...WORDS.join('').toUpperCase(), 'x', 'z'])]
/** Keys that spell keywords, their neighbours, capitals and keys that are no letter at all. */
const key = fc.oneof(
  fc.constantFrom(...LETTERS),
  fc.constantFrom('Shift', 'Enter', ' ', 'é', '😀', 'F1', ''),
)
const keyword = fc.constantFrom(...WORDS)
/** Random typing with whole keywords in it: about one chunk in eight spells one. */
const typing = fc
  .array(
    fc.oneof(
      { weight: 7, arbitrary: key.map((k) => [k]) },
      { weight: 1, arbitrary: keyword.map((w) => [...w]) },
    ),
    {
      maxLength: 300,
    },
  )
  .map((chunks) => chunks.flat())
/** What the buffer can hold: each keyword's proper prefixes, the empty one included. */
const PREFIXES = [...new Set(WORDS.flatMap((w) => [...w].map((_, i) => w.slice(0, i))))]
const isPrefix = (text: string) => WORDS.some((w) => w.startsWith(text))

function run(keys: readonly string[]) {
  let buffer = ''
  const states: { buffer: string; typed: string; match?: KeyMatch }[] = []
  let typed = ''
  for (const k of keys) {
    const next = step(buffer, k)
    typed += k.toLowerCase()
    buffer = next.buffer
    states.push({ buffer, typed, ...(next.match ? { match: next.match } : {}) })
  }
  return states
}

test('the buffer only ever holds the start of a keyword, never a whole one', () => {
  fc.assert(
    fc.property(typing, (keys) => {
      const states = run(keys)
      for (const { buffer } of states) expect(PREFIXES).toContain(buffer)
    }),
    { numRuns: 300 },
  )
})

test('a keyword matches only right after its letters were typed, and then the buffer clears', () => {
  fc.assert(
    fc.property(typing, (keys) => {
      for (const { buffer, typed, match } of run(keys)) {
        if (!match) continue
        const word = WORDS.find((w) => KEYWORDS[w] === match)!
        expect(typed.endsWith(word)).toBe(true)
        expect(buffer).toBe('')
      }
    }),
    { numRuns: 300 },
  )
})

// No keyword has a '!' (registry.test.ts): it starts nothing.
test('whatever came before, a key that starts nothing and then a keyword open that keyword', () => {
  fc.assert(
    fc.property(typing, keyword, (before, word) => {
      const states = run([...before, '!', ...word])
      expect(states.at(-1)).toMatchObject({ match: KEYWORDS[word], buffer: '' })
      // and nothing matched while the keyword was being typed
      expect(states.slice(-word.length, -1).every((s) => !s.match)).toBe(true)
    }),
    { numRuns: 300 },
  )
})

test('a keyword that breaks off a half-typed one still opens: its first key starts afresh', () => {
  fc.assert(
    fc.property(fc.constantFrom(...PREFIXES), keyword, (half, word) => {
      fc.pre(!isPrefix(half + word[0]))
      expect(run([...half, ...word]).at(-1)?.match).toBe(KEYWORDS[word])
    }),
    { numRuns: 200 },
  )
})
