import { headersFor, parseHeadersFile } from '../tests/e2e/headers-file'
import { gradeOf, observatoryScore } from './observatory'
import { contentSecurityPolicy, headersFile } from './plugins/csp'

const CSP = contentSecurityPolicy('<script>a()</script>', 'https://forms.example.com/f/x')
const headersOf = (file: string, path = '/') =>
  Object.fromEntries(
    headersFor(parseHeadersFile(file), path).map(([name, value]) => [name.toLowerCase(), value]),
  )

// The _headers file as the site shipped it before HSTS and COOP were added.
const BEFORE = `/*
  Content-Security-Policy: ${CSP}; frame-ancestors 'none'
  X-Content-Type-Options: nosniff
  Referrer-Policy: strict-origin-when-cross-origin
  X-Frame-Options: DENY
`

test('the headers the site had score B+ (80): no HSTS, and no bonus below 90', () => {
  expect(observatoryScore(headersOf(BEFORE), CSP)).toMatchObject({ score: 80, grade: 'B+' })
})

test('the headers the build writes score A+', () => {
  const { score, grade, lines } = observatoryScore(headersOf(headersFile(CSP)), CSP)
  expect(lines.filter(([, modifier]) => modifier < 0)).toEqual([])
  expect(score).toBe(115)
  expect(grade).toBe('A+')
})

test.each([
  // 100 − 25 (CSP) − 20 (HSTS) − 5 (nosniff) − 20 (framing)
  ['no headers at all', {}, undefined, 30],
  [
    'a policy with unsafe-inline scripts',
    { 'content-security-policy': "script-src 'unsafe-inline'" },
    undefined,
    35,
  ],
])('%s is penalised', (_what, headers, meta, expected) => {
  expect(observatoryScore(headers, meta).score).toBe(expected)
})

test('a short HSTS costs 10, a missing nosniff 5; the bonuses then stay out', () => {
  const file = headersFile(CSP)
    .replace('max-age=31536000', 'max-age=86400')
    .replace(/ {2}X-Content-Type-Options: nosniff\n/, '')
  expect(observatoryScore(headersOf(file), CSP).score).toBe(85)
})

test('grades follow the published chart', () => {
  expect([135, 100, 99, 90, 85, 84, 80, 79, 24].map(gradeOf)).toEqual([
    'A+',
    'A+',
    'A',
    'A',
    'A-',
    'B+',
    'B+',
    'B',
    'F',
  ])
})
