import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import {
  CACHE_RULES,
  contentSecurityPolicy,
  headersFile,
  inlineBodies,
  securityHeaders,
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
  ])('has %s', (directive) => {
    expect(contentSecurityPolicy(html, 'https://forms.example.com/f/abc')).toContain(directive)
  })

  test('allows the inline code by hash, and nothing unsafe', () => {
    const csp = contentSecurityPolicy(html, 'https://forms.example.com/f/abc')
    expect(csp).toContain(`script-src 'self' ${sha('a()')}`)
    expect(csp).toContain(`style-src 'self' ${sha('b{}')}`)
    expect(csp).not.toMatch(/unsafe-(eval|inline)/)
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

test('a policy for several pages allows the inline code of each, once', () => {
  const other = '<head><script>c()</script><style>b{}</style></head>'
  const csp = contentSecurityPolicy([html, other], 'https://forms.example.com/f/abc')
  expect(csp).toContain(`script-src 'self' ${sha('a()')} ${sha('c()')};`)
  expect(csp).toContain(`style-src 'self' ${sha('b{}')};`)
})

test('the README gives nginx the same headers as _headers', () => {
  const readme = readFileSync('README.md', 'utf8')
  const nginx = /```nginx\n([\s\S]*?)```/.exec(readme)?.[1] ?? ''
  const added = [...nginx.matchAll(/add_header (\S+) "([^"]*)" always;/g)].map(([, n, v]) => [n, v])
  for (const [name, value] of securityHeaders("default-src 'self'")) {
    if (name === 'Content-Security-Policy') expect(added.map(([n]) => n)).toContain(name)
    else expect(added).toContainEqual([name, value])
  }
  for (const [, value] of CACHE_RULES) expect(added).toContainEqual(['Cache-Control', value])
  expect(nginx).toContain('error_page 404 /404.html;')
})
