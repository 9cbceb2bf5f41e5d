import { createHash } from 'node:crypto'
import { SNAPSHOT_POLICY } from '../src/lib/bootPlan.ts'

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
    // (src/lib/boot.ts).
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

/** Headers for static hosts that read a `_headers` file (Netlify, Cloudflare Pages). */
export function headersFile(csp: string): string {
  const block = (path: string, headers: [string, string][]) =>
    `${path}\n${headers.map(([name, value]) => `  ${name}: ${value}`).join('\n')}\n`
  return [
    block('/*', securityHeaders(csp)),
    ...CACHE_RULES.map(([path, value]) => block(path, [['Cache-Control', value]])),
  ].join('')
}
