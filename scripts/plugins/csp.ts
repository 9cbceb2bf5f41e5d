import { createHash } from 'node:crypto'
import { SNAPSHOT_POLICY } from '../../src/head/contract.ts'

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

/** Bodies of the inline <script> and <style> elements of an HTML page. */
export function inlineBodies(html: string, tag: 'script' | 'style'): string[] {
  const pattern = new RegExp(`<${tag}(\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'g')
  return [...html.matchAll(pattern)]
    .filter(
      ([, attrs = '']) => !/\ssrc=/.test(attrs) && !/type="application\/ld\+json"/.test(attrs),
    )
    .map(([, , body = '']) => body)
}

/**
 * The site's Content-Security-Policy: everything from the site itself, inline code only by
 * hash, forms only to the form service, Trusted Types for every script sink. Given several
 * pages, it allows the inline code of each (the header serves them all). `frame-ancestors` needs a header (see headersFile).
 */
export function contentSecurityPolicy(
  html: string | readonly string[],
  formEndpoint: string,
): string {
  const pages = typeof html === 'string' ? [html] : html
  const hashes = (tag: 'script' | 'style') => [
    ...new Set(pages.flatMap((page) => inlineBodies(page, tag)).map(hash)),
  ]
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes('script').join(' ')}`.trim(),
    `style-src 'self' ${hashes('style').join(' ')}`.trim(),
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    `form-action ${new URL(formEndpoint).origin}`,
    "object-src 'none'",
    "base-uri 'self'",
    // No string becomes markup or code: every script sink takes Trusted Types only. Two
    // policies are allowed: `default`, which passes nothing but the service worker's address
    // (src/lib/trustedTypes.ts), and the head script's, which lets a deep link's snapshot in
    // (src/head/boot.ts).
    "require-trusted-types-for 'script'",
    `trusted-types default ${SNAPSHOT_POLICY}`,
  ].join('; ')
}

/** A policy as its directives, each with its sources (the last of a repeated name wins). */
export const parsePolicy = (policy = ''): Map<string, Set<string>> =>
  new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, new Set(sources)]),
  )

/** Headers every response gets (the README repeats them for nginx). */
export function securityHeaders(csp: string): [name: string, value: string][] {
  return [
    ['Content-Security-Policy', `${csp}; frame-ancestors 'none'`],
    ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
    [
      'Permissions-Policy',
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), ' +
        'accelerometer=(), gyroscope=(), magnetometer=()',
    ],
  ]
}

/** Hashed files never change; the page, the worker and the manifest are checked on each visit. */
export const CACHE_RULES: readonly [path: string, cacheControl: string][] = [
  ['/assets/*', 'public, max-age=31536000, immutable'],
  ['/', 'no-cache'],
  ['/index.html', 'no-cache'],
  ['/404.html', 'no-cache'],
  ['/sw.js', 'no-cache'],
  ['/manifest.webmanifest', 'no-cache'],
]

/**
 * Files outside assets/ keep their names from one deploy to the next (the résumé, the icon
 * sprite, the pictures): a browser may reuse one for five minutes, then asks whether it
 * changed. Without a rule it guessed, and kept a month-old résumé for days after an edit;
 * `no-cache` would ask on every reload. The service worker fetches past this cache anyway.
 */
export const UNHASHED_CACHE = 'public, max-age=300, must-revalidate'

/**
 * A Cache-Control rule for each published file (a path from the site's folder) that no path
 * of CACHE_RULES covers: `/<folder>/*` for a folder, `/<name>` for a file at the top. Host
 * rule files (`_headers`, `.nojekyll`) are never served. Each path is matched by one rule only: hosts join
 * the values of two matching rules, and two max-ages make one unusable.
 */
export function unhashedRules(files: readonly string[]): [path: string, cacheControl: string][] {
  const ruled = new Set(CACHE_RULES.map(([path]) => path))
  const paths = new Set(
    files
      .filter((file) => !file.startsWith('_') && !file.startsWith('.'))
      .map((file) => (file.includes('/') ? `/${file.split('/')[0]}/*` : `/${file}`))
      .filter((path) => !ruled.has(path)),
  )
  return [...paths].sort().map((path) => [path, UNHASHED_CACHE])
}

/** `_headers` blocks: a path on its line, then its headers indented. */
export const headerBlocks = (rules: readonly [path: string, headers: [string, string][]][]) =>
  rules
    .map(([path, headers]) => `${path}\n${headers.map(([n, v]) => `  ${n}: ${v}`).join('\n')}\n`)
    .join('')

/** The Cache-Control blocks of `_headers` for some rules. */
export const cacheBlocks = (rules: readonly [path: string, cacheControl: string][]) =>
  headerBlocks(rules.map(([path, value]) => [path, [['Cache-Control', value]]]))

/**
 * Headers for static hosts that read a `_headers` file (Netlify, Cloudflare Pages). The rules
 * of the files kept under their names are added once the build knows them (scripts/publish.ts).
 */
export function headersFile(csp: string): string {
  return headerBlocks([['/*', securityHeaders(csp)]]) + cacheBlocks(CACHE_RULES)
}
