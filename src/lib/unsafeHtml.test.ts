/**
 * No markup is built from strings anywhere in the shipped code, so nothing a visitor
 * types or puts in the URL can become HTML or script. Tests are not shipped and not scanned.
 */
const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
})

const SINKS: readonly [string, RegExp][] = [
  ['dangerouslySetInnerHTML', /dangerouslySetInnerHTML/],
  ['innerHTML / outerHTML assignment', /\.(inner|outer)HTML\s*\+?=/],
  ['insertAdjacentHTML', /insertAdjacentHTML\s*\(/],
  ['document.write', /document\.write(ln)?\s*\(/],
  ['createContextualFragment', /createContextualFragment\s*\(/],
  ['eval', /(^|[^\w.])eval\s*\(/],
  ['new Function', /new\s+Function\s*\(/],
  ['string timer', /set(Timeout|Interval)\s*\(\s*['"`]/],
  ['javascript: URL', /['"`]javascript:/i],
]

test('the scan covers the shipped sources', () => {
  const files = Object.keys(sources)
  expect(files).toContain('/src/App.tsx')
  expect(files).toContain('/src/components/ContactForm.tsx')
  expect(files.some((f) => f.startsWith('/src/games/'))).toBe(true)
  expect(files.some((f) => f.endsWith('.test.ts') || f.endsWith('.test.tsx'))).toBe(false)
})

test.each(SINKS)('no %s in src/', (_, pattern) => {
  const offenders = Object.entries(sources)
    .filter(([, text]) => pattern.test(text))
    .map(([file]) => file)
  expect(offenders).toEqual([])
})

test.each([
  ['<div dangerouslySetInnerHTML={{ __html: q }} />', 0],
  ['el.innerHTML = location.hash', 1],
  ['el.outerHTML += x', 1],
  ['el.insertAdjacentHTML("beforeend", x)', 2],
  ['document.writeln(x)', 3],
  ['range.createContextualFragment(x)', 4],
  ['const f = eval(x)', 5],
  ['new Function("return 1")', 6],
  ["setTimeout('alert(1)', 10)", 7],
  ['href="javascript:alert(1)"', 8],
])('the patterns catch %j', (snippet, index) => {
  expect(SINKS[index]![1].test(snippet)).toBe(true)
})

test.each(['el.textContent = x', 'retrieval(x)', 'setTimeout(() => run(), 10)', 'medieval (age)'])(
  'the patterns let %j pass',
  (snippet) => {
    expect(SINKS.filter(([, pattern]) => pattern.test(snippet))).toEqual([])
  },
)
