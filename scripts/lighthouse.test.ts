import { screens } from '../src/routes'
import {
  lostPoints,
  misses,
  routeName,
  type Summary,
  summarize,
  summaryTable,
} from './lighthouse.mjs'

const perfect: Summary = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 800,
  lcp: 1100,
  tbt: 10,
  tti: 1500,
  cls: 0,
  bytes: 110_000,
}

const lhr = {
  categories: {
    performance: { score: 0.987 },
    accessibility: { score: 1, auditRefs: [{ id: 'color-contrast', weight: 7 }] },
    'best-practices': { score: 1, auditRefs: [] },
    seo: {
      score: 0.91,
      auditRefs: [
        { id: 'robots-txt', weight: 1 },
        { id: 'structured-data', weight: 0 },
      ],
    },
  },
  audits: {
    'color-contrast': { score: 1, title: 'Contrast is enough' },
    'robots-txt': { score: 0, title: 'robots.txt is not valid', displayValue: '23 errors found' },
    'structured-data': { score: 0, title: 'Manual check' },
    'first-contentful-paint': { score: 0.9, title: 'FCP', numericValue: 1590 },
    'largest-contentful-paint': { score: 0.9, title: 'LCP', numericValue: 1740 },
    'total-blocking-time': { score: 1, title: 'TBT', numericValue: 14 },
    interactive: { score: 1, title: 'TTI', numericValue: 2050 },
    'cumulative-layout-shift': { score: 1, title: 'CLS', numericValue: 0 },
    'total-byte-weight': { score: 1, title: 'bytes', numericValue: 111_000 },
  },
}

test.each([
  ['/#/', 'home'],
  ['/#/work-experience', 'work-experience'],
  ['/#/courses', 'courses'],
])('the report of %s is %s.html', (route, name) => {
  expect(routeName(route)).toBe(name)
})

test('every route has a report file of its own', () => {
  const names = screens.map((r) => routeName(`/#${r.path}`))
  expect(new Set(names).size).toBe(screens.length)
})

test('summarize reads scores out of 100 and the metric values', () => {
  expect(summarize(lhr)).toEqual({
    performance: 99,
    accessibility: 100,
    bestPractices: 100,
    seo: 91,
    fcp: 1590,
    lcp: 1740,
    tbt: 14,
    tti: 2050,
    cls: 0,
    bytes: 111_000,
  })
})

test('lostPoints names the weighted audits that failed, not manual checks', () => {
  expect(lostPoints(lhr)).toEqual(['seo: robots.txt is not valid (23 errors found)'])
})

test.each<[Partial<Summary>, string[]]>([
  [{}, []],
  [{ seo: 91 }, ['seo']],
  [{ performance: 99, accessibility: 98 }, ['performance', 'accessibility']],
  [{ lcp: 1200 }, ['LCP']],
  [{ lcp: 1199 }, []],
  [{ tbt: 50 }, ['TBT']],
  [{ cls: 0.0001 }, ['CLS']],
])('misses %j → %j', (change, expected) => {
  expect(misses({ ...perfect, ...change })).toEqual(expected)
})

test('the summary table has a row per route with the figures', () => {
  const table = summaryTable([{ route: '/#/', s: { ...perfect, cls: 0.00004 } }])
  expect(table.split('\n')[0]).toBe(
    '| route | perf | a11y | best pr. | SEO | FCP s | LCP s | TBT ms | TTI s | CLS | bytes KB | misses the goal |',
  )
  expect(table.split('\n')[2]).toBe(
    '| /#/ | 100 | 100 | 100 | 100 | 0.80 | 1.10 | 10 | 1.50 | 0.000040 | 110.0 | CLS |',
  )
})
