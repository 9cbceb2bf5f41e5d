// The header tests of the MDN HTTP Observatory (developer.mozilla.org/en-US/observatory),
// scored by its published rules (mdn/mdn-http-observatory, src/grader/charts.js): start at
// 100, take off the penalties, and add the bonuses only when the result is 90 or more.
// Not covered, as the host decides them: redirection from http, cookies (the site sets
// none), CORS (none), SRI (every script comes from the site itself, scored 0).

import { parsePolicy } from './plugins/csp.ts'

export type Headers = Readonly<Record<string, string | undefined>>

// Directive names and keywords are read without regard to case, as browsers do.
const parse = (policy = '') => parsePolicy(policy.toLowerCase())

const BROAD = ['*', 'http:', 'https:', 'data:', "'unsafe-inline'"]

/** CSP from the header and the page's meta tag; frame-ancestors counts from the header only. */
function csp(header: string | undefined, meta: string | undefined): [string, number][] {
  if (!header && !meta) return [['Content-Security-Policy missing', -25]]
  const all = parse([header, meta].filter(Boolean).join(';'))
  const fallback = all.get('default-src') ?? new Set(['*'])
  const script = all.get('script-src') ?? fallback
  const object = all.get('object-src') ?? fallback
  const style = all.get('style-src') ?? fallback
  const hashed = [...script].some((s) => s.startsWith("'sha") || s.startsWith("'nonce-"))
  if ([...script].some((s) => BROAD.includes(s) && !(hashed && s === "'unsafe-inline'")))
    return [['CSP allows unsafe script sources', -20]]
  if ([...object].some((s) => BROAD.slice(0, 3).includes(s)))
    return [['CSP allows any object source', -20]]
  if (script.has("'unsafe-eval'") || style.has("'unsafe-eval'"))
    return [["CSP allows 'unsafe-eval'", -10]]
  if ([...style].some((s) => BROAD.includes(s))) return [['CSP allows unsafe styles', 0]]
  const none = fallback.size === 1 && fallback.has("'none'")
  return [
    [none ? "CSP default-src 'none', nothing unsafe" : 'CSP with nothing unsafe', none ? 10 : 5],
  ]
}

function hsts(value: string | undefined): [string, number] {
  const maxAge = /max-age=(\d+)/i.exec(value ?? '')?.[1]
  if (!value) return ['Strict-Transport-Security missing', -20]
  if (!maxAge) return ['Strict-Transport-Security invalid', -20]
  return Number(maxAge) >= 15_552_000
    ? ['Strict-Transport-Security of six months or more', 0]
    : ['Strict-Transport-Security under six months', -10]
}

function framing(header: string | undefined, xfo: string | undefined): [string, number] {
  const ancestors = parse(header).get('frame-ancestors')
  if (ancestors && ![...ancestors].some((s) => BROAD.includes(s)))
    return ['framing denied by CSP frame-ancestors', 5]
  if (/^(deny|sameorigin)$/i.test(xfo?.trim() ?? '')) return ['X-Frame-Options', 0]
  return ['framing allowed', -20]
}

function referrer(value: string | undefined): [string, number] {
  const policy = value?.split(',').pop()?.trim().toLowerCase()
  if (!policy) return ['Referrer-Policy missing', 0]
  const strict = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']
  return strict.includes(policy) ? ['Referrer-Policy private', 5] : ['Referrer-Policy unsafe', -5]
}

function resourcePolicy(value: string | undefined): [string, number] {
  const policy = value?.trim().toLowerCase()
  if (policy === 'same-origin' || policy === 'same-site')
    return ['Cross-Origin-Resource-Policy', 10]
  return ['Cross-Origin-Resource-Policy cross-origin or missing', 0]
}

/** Score and grade of a response's headers (names in lower case), with each rule's modifier. */
export function observatoryScore(headers: Headers, metaPolicy?: string) {
  const lines: [string, number][] = [
    ...csp(headers['content-security-policy'], metaPolicy),
    hsts(headers['strict-transport-security']),
    headers['x-content-type-options']?.trim().toLowerCase() === 'nosniff'
      ? ['X-Content-Type-Options nosniff', 0]
      : ['X-Content-Type-Options missing', -5],
    framing(headers['content-security-policy'], headers['x-frame-options']),
    referrer(headers['referrer-policy']),
    resourcePolicy(headers['cross-origin-resource-policy']),
  ]
  const base = 100 + lines.reduce((sum, [, m]) => sum + Math.min(m, 0), 0)
  const bonus = base >= 90 ? lines.reduce((sum, [, m]) => sum + Math.max(m, 0), 0) : 0
  const score = Math.max(base + bonus, 0)
  return { score, grade: gradeOf(score), lines }
}

const GRADES: [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
]

export const gradeOf = (score: number): string => GRADES.find(([min]) => score >= min)![1]
