import { readFileSync } from 'node:fs'
import { BUDGETS, type Chunk, evaluate } from './budgets.mjs'
import { chunk } from './fixtures.ts'
import { budgetTable, formatMarkdown, formatTerminal } from './format.mjs'

/** A small build: the page, the entry and its CSS, a route chunk, two game chunks, a worker. */
const build = (): Chunk[] => [
  chunk('index.html', 'html', 3_000),
  chunk('assets/index.js', 'entry', 20_000, { runtimes: ['preact'] }),
  chunk('assets/index.css', 'entry', 4_000, { blocking: true }),
  chunk('assets/link.js', 'route', 1_000, {
    loaders: ['src/pages/Courses.ts', 'src/pages/Projects.tsx'],
  }),
  chunk('assets/View-a.js', 'game', 8_000, {
    src: 'src/games/g2048/View.tsx',
    loaders: ['src/games/g2048/View.tsx'],
    runtimes: ['react', 'three'],
  }),
  chunk('assets/store.js', 'game', 1_500, {
    loaders: ['src/games/g2048/View.tsx', 'src/games/guess/View.tsx', 'src/games/hanoi/View.jsx'],
  }),
  chunk('sw.js', 'shared', 700, { loaders: [] }),
]
/** The same build with the shared game chunk and the blocking CSS over their budgets. */
const overBudget = () =>
  build().map((c) =>
    c.file === 'assets/store.js'
      ? { ...c, raw: 27_000, gzip: 9_000 }
      : c.file === 'assets/index.css'
        ? { ...c, raw: 33_000, gzip: 11_000 }
        : c,
  )

// Text columns are padded on the right, numbers on the left; two spaces between columns.
test('the terminal tables: every chunk, then every budget', () => {
  expect(formatTerminal(evaluate(build())).split('\n')).toEqual([
    'file              kind    runtime          raw   gzip  brotli  loaded by                                        budget (gzip)                                headroom',
    '────────────────  ──────  ─────────────  ─────  ─────  ──────  ───────────────────────────────────────────────  ─────────────────────────────────────────  ──────────',
    'index.html        html    –               9.00   3.00    2.90  the page /                                       15 KB first-render (sum)                         8.00',
    'assets/index.js   entry   Preact         60.00  20.00   19.90  index.html                                       23.3 KB entry-js (sum)                           3.30',
    'assets/index.css  entry   –              12.00   4.00    3.90  index.html                                       15 KB first-render (sum), 10 KB css (sum)  8.00, 6.00',
    'assets/link.js    route   –               3.00   1.00    0.90  pages/Courses, pages/Projects                    10 KB                                            9.00',
    'assets/View-a.js  game    React + three  24.00   8.00    7.90  games/g2048/View                                 8 KB                                             0.00',
    'assets/store.js   game    –               4.50   1.50    1.40  games/g2048/View, games/guess/View +1            8 KB                                             6.50',
    'sw.js             shared  –               2.10   0.70    0.60  not imported by the app (a service worker, say)  –                                                   –',
    '',
    'budget                                                                 gzip KB  limit KB  headroom KB  verdict',
    '─────────────────────────────────────────────────────────────────────  ───────  ────────  ───────────  ───────',
    'HTML + render-blocking CSS of /                                           7.00        15         8.00  ok     ',
    'JavaScript needed to hydrate /                                           20.00      23.3         3.30  ok     ',
    'all CSS                                                                   4.00        10         6.00  ok     ',
    'game chunk assets/View-a.js (src/games/g2048/View.tsx) (largest of 2)     8.00         8         0.00  ok     ',
    'route chunk assets/link.js (largest of 1)                                 1.00        10         9.00  ok     ',
  ])
})

test('over budget, the terminal summary says OVER with a negative headroom', () => {
  const lines = formatTerminal(evaluate(overBudget())).split('\n')
  expect(lines.slice(lines.indexOf('') + 1)).toEqual([
    'budget                                     gzip KB  limit KB  headroom KB  verdict',
    '─────────────────────────────────────────  ───────  ────────  ───────────  ───────',
    'HTML + render-blocking CSS of /              14.00        15         1.00  ok     ',
    'JavaScript needed to hydrate /               20.00      23.3         3.30  ok     ',
    'all CSS                                      11.00        10        −1.00  OVER   ',
    'game chunk assets/store.js (largest of 2)     9.00         8        −1.00  OVER   ',
    'route chunk assets/link.js (largest of 1)     1.00        10         9.00  ok     ',
  ])
})

test("over a soft budget (the owner's content), the summary says warn and no budget fails", () => {
  const large = build().map((c) => (c.file === 'index.html' ? { ...c, gzip: 11_500 } : c))
  const lines = formatTerminal(evaluate(large)).split('\n')
  expect(lines.find((l) => l.startsWith('HTML + render-blocking CSS of /'))).toMatch(
    /15\.50 +15 +−0\.50 +warn +$/,
  )
  expect(formatMarkdown(evaluate(large))).toContain(
    '| HTML + render-blocking CSS of / | 15.50 | 15 | −0.50 | warn |',
  )
})

test('the Markdown report: every chunk with its full sources, then the budgets', () => {
  expect(formatMarkdown(evaluate(overBudget()), new Date(0)).split('\n')).toEqual([
    '# Bundle report',
    '',
    'Built 1970-01-01T00:00:00.000Z. Sizes in KB of 1000 bytes; gzip at level 9, brotli at quality 11.',
    'Budgets marked "(sum)" cap the total of every chunk they name; the others cap each chunk.',
    '',
    '## Chunks',
    '',
    '| file | kind | runtime | raw (KB) | gzip (KB) | brotli (KB) | loaded by | budget (gzip) | headroom (KB) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    '| index.html | html | – | 9.00 | 3.00 | 2.90 | the page / | 15 KB first-render (sum) | 1.00 |',
    '| assets/index.js | entry | Preact | 60.00 | 20.00 | 19.90 | index.html | 23.3 KB entry-js (sum) | 3.30 |',
    '| assets/index.css | entry | – | 33.00 | 11.00 | 3.90 | index.html | 15 KB first-render (sum), 10 KB css (sum) | 1.00, −1.00 |',
    '| assets/link.js | route | – | 3.00 | 1.00 | 0.90 | src/pages/Courses.ts, src/pages/Projects.tsx | 10 KB | 9.00 |',
    '| assets/store.js | game | – | 27.00 | 9.00 | 1.40 | src/games/g2048/View.tsx, src/games/guess/View.tsx, src/games/hanoi/View.jsx | 8 KB | −1.00 |',
    '| assets/View-a.js (src/games/g2048/View.tsx) | game | React + three | 24.00 | 8.00 | 7.90 | src/games/g2048/View.tsx | 8 KB | 0.00 |',
    '| sw.js | shared | – | 2.10 | 0.70 | 0.60 | not imported by the app (a service worker, say) | – | – |',
    '',
    '## Budgets',
    '',
    '| budget | gzip KB | limit KB | headroom KB | verdict |',
    '| --- | --- | --- | --- | --- |',
    '| HTML + render-blocking CSS of / | 14.00 | 15 | 1.00 | ok |',
    '| JavaScript needed to hydrate / | 20.00 | 23.3 | 3.30 | ok |',
    '| all CSS | 11.00 | 10 | −1.00 | OVER |',
    '| game chunk assets/store.js (largest of 2) | 9.00 | 8 | −1.00 | OVER |',
    '| route chunk assets/link.js (largest of 1) | 1.00 | 10 | 9.00 | ok |',
    '',
  ])
})

describe("the README's table of budgets", () => {
  test('is the table budgets.mjs makes, figure for figure', () => {
    const readme = readFileSync('README.md', 'utf8')
    expect(
      readme,
      'README.md, "Budgets and reports": replace the table with what `node scripts/bundle/stats.mjs --budget-table` prints',
    ).toContain(budgetTable())
  })

  test('names every budget once, with its limit and whether it only warns', () => {
    const table = budgetTable().split('\n').slice(2)
    expect(table).toHaveLength(BUDGETS.length)
    const entry = BUDGETS.find((b) => b.id === 'entry-js')!
    expect(table).toContain(`| ${entry.what} | ${entry.kb} KB |`)
    const snapshot = BUDGETS.find((b) => b.id === 'snapshot')!
    expect(table).toContain(`| each ${snapshot.what} | ${snapshot.kb} KB, warns only |`)
  })
})
