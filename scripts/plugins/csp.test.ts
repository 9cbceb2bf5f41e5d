import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { SNAPSHOT_POLICY } from '../../src/head/contract'
import {
  CACHE_RULES,
  contentSecurityPolicy,
  headersFile,
  inlineBodies,
  parsePolicy,
  UNHASHED_CACHE,
  unhashedRules,
} from './csp'

const sha = (t: string) => `'sha256-${createHash('sha256').update(t).digest('base64')}'`

const html =
  '<head><script>a()</script><script type="module" src="x.js"></script>' +
  '<script type="application/ld+json">{"a":1}</script><style>b{}</style></head>'

describe('contentSecurityPolicy', () => {
  test('hashes inline scripts and styles only', () => {
    expect(inlineBodies(html, 'script')).toEqual(['a()'])
    expect(inlineBodies(html, 'style')).toEqual(['b{}'])
  })

  test.each([
    "default-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "img-src 'self' data:",
    'form-action https://forms.example.com',
    "require-trusted-types-for 'script'",
    'trusted-types default',
  ])('has %s', (directive) => {
    expect(contentSecurityPolicy(html, 'https://forms.example.com/f/abc')).toContain(directive)
  })

  test('allows the inline code by hash, and nothing unsafe', () => {
    const csp = contentSecurityPolicy(html, 'https://forms.example.com/f/abc')
    expect(csp).toContain(`script-src 'self' ${sha('a()')}`)
    expect(csp).toContain(`style-src 'self' ${sha('b{}')}`)
    expect(csp).not.toMatch(/unsafe-(eval|inline)/)
  })

  test("allows two Trusted Types policies: the default one and the snapshots' one", () => {
    const policy = parsePolicy(contentSecurityPolicy(html, 'https://forms.example.com/f/abc'))
    expect([...(policy.get('trusted-types') ?? [])]).toEqual(['default', SNAPSHOT_POLICY])
  })
})

describe('headersFile', () => {
  const file = headersFile("default-src 'self'")
  test.each([
    "Content-Security-Policy: default-src 'self'; frame-ancestors 'none'",
    'X-Content-Type-Options: nosniff',
    'Referrer-Policy: strict-origin-when-cross-origin',
    'Permissions-Policy: camera=()',
  ])('has %s', (line) => {
    expect(file).toContain(line)
  })
  test('applies to every path', () => {
    expect(file.startsWith('/*\n')).toBe(true)
  })
})

describe('unhashedRules', () => {
  const published = [
    '.nojekyll',
    '_headers',
    '404.html',
    'assets/index-Ab12.js',
    'favicon.svg',
    'icons.svg',
    'icons/icon-192.png',
    'icons/icon-512.png',
    'index.html',
    'resume.pdf',
    'sw.js',
    'thumbnails/chess-clock-200.webp',
  ]

  test('each file kept under its name gets the short rule: a folder once, a file by name', () => {
    expect(unhashedRules(published)).toEqual([
      ['/favicon.svg', UNHASHED_CACHE],
      ['/icons.svg', UNHASHED_CACHE],
      ['/icons/*', UNHASHED_CACHE],
      ['/resume.pdf', UNHASHED_CACHE],
      ['/thumbnails/*', UNHASHED_CACHE],
    ])
  })

  test('no path gets two rules: hosts would join two max-ages into one header', () => {
    const paths = [...CACHE_RULES, ...unhashedRules(published)].map(([path]) => path)
    expect(new Set(paths).size).toBe(paths.length)
  })

  test('revalidates within minutes', () => {
    expect(UNHASHED_CACHE).toMatch(/max-age=(\d{1,3}),.*must-revalidate/)
    expect(Number(/max-age=(\d+)/.exec(UNHASHED_CACHE)?.[1])).toBeLessThanOrEqual(600)
  })
})

test('a policy for several pages allows the inline code of each, once', () => {
  const other = '<head><script>c()</script><style>b{}</style></head>'
  const csp = contentSecurityPolicy([html, other], 'https://forms.example.com/f/abc')
  expect(csp).toContain(`script-src 'self' ${sha('a()')} ${sha('c()')};`)
  expect(csp).toContain(`style-src 'self' ${sha('b{}')};`)
})

test('the README has nginx include the file the build writes, not a copy of its rules', () => {
  const readme = readFileSync('README.md', 'utf8')
  const nginx = /```nginx\n([\s\S]*?)```/.exec(readme)?.[1] ?? ''
  const copied = /cp dist-records\/nginx\.conf (\S+)/.exec(readme)?.[1] ?? ''
  expect(copied).toMatch(/^\/etc\/nginx\/(.+)$/)
  expect(nginx).toContain(`include ${copied.replace('/etc/nginx/', '')};`)
  expect(nginx).not.toMatch(/add_header|Content-Security-Policy/)
})
