import { expect, test } from 'vitest'
import type { EnginePage } from './drivers/types'
import { excuseProblems, pageOpener, waitFor } from './engine'

const open = pageOpener()

// The sinks an injected script could use to turn a string into markup or code.

/** The sinks `trySinks` tries, in its order. */
const SINKS = [
  'innerHTML',
  'insertAdjacentHTML',
  'innerHTML through Object.assign',
  'setHTMLUnsafe',
  'DOMParser',
  'script text',
] as const

/**
 * Runs in the page (self-contained, as the drivers send its source): tries each sink of
 * SINKS with a string that would plant `#planted` or set `window.injected`, and says for each
 * whether it was `allowed`, refused (the error's name) or `missing` from the engine.
 */
const trySinks = (): string[] => {
  const markup = '<img src=x id=planted>'
  const target = () => document.body.lastElementChild as Element
  const attempts: [string, (() => void) | null][] = [
    [
      'innerHTML',
      () => {
        target().innerHTML = markup
      },
    ],
    ['insertAdjacentHTML', () => document.body.insertAdjacentHTML('beforeend', markup)],
    ['innerHTML through Object.assign', () => Object.assign(target(), { innerHTML: markup })],
    [
      'setHTMLUnsafe',
      'setHTMLUnsafe' in Element.prototype ? () => target().setHTMLUnsafe(markup) : null,
    ],
    [
      'DOMParser',
      () => {
        const parsed = new DOMParser().parseFromString(markup, 'text/html')
        document.body.append(...parsed.body.childNodes)
      },
    ],
    [
      'script text',
      () => {
        const script = document.createElement('script')
        script.text = 'window.injected = true'
        document.body.append(script)
      },
    ],
  ]
  return attempts.map(([sink, attempt]) => {
    if (!attempt) return `${sink}: missing`
    try {
      attempt()
      return `${sink}: allowed`
    } catch (error) {
      return `${sink}: ${(error as Error).name}`
    }
  })
}

/** What trySinks returns where Trusted Types refuse every sink. */
const ALL_REFUSED = SINKS.map((sink) => `${sink}: TypeError`)

/** Runs in the page: whether anything trySinks tried got through. */
const planted = () => ({
  planted: document.getElementById('planted') !== null,
  injected: 'injected' in window,
})

/** Notes in the page the directive of each violation it is told of. */
const recordViolations = (page: EnginePage) =>
  page.evaluate(() => {
    const w = window as unknown as { reports: string[] }
    w.reports = []
    document.addEventListener('securitypolicyviolation', (e) => w.reports.push(e.violatedDirective))
  })

/** Waits until the page has been told of `count` violations (each event follows its refusal). */
const violations = (page: EnginePage, count: number) =>
  waitFor(
    page,
    (n: number) => {
      const { reports } = window as unknown as { reports: string[] }
      return reports.length >= n ? reports : null
    },
    `${count} violation reports`,
    [count],
  )

// The policy requires Trusted Types for every script sink (scripts/plugins/csp.ts), and every engine
// here enforces them (decision 006).
test('markup or script built from a string is refused by Trusted Types and reported', async () => {
  const page = await open('/')
  // Each refusal is reported as a violation, and Chromium says so in the console as well.
  excuseProblems(page, /require-trusted-types-for|This document requires 'Trusted(HTML|Script)'/)
  await recordViolations(page)
  expect(await page.evaluate(trySinks)).toEqual(ALL_REFUSED)
  expect(await page.evaluate(planted)).toEqual({ planted: false, injected: false })
  expect(await violations(page, SINKS.length)).toEqual(SINKS.map(() => 'require-trusted-types-for'))
})

// The default policy (src/lib/trustedTypes.ts) is made just before the service worker
// registers: a script address given as a string passes through it or is refused.
test("a script address from a string is refused by the default policy unless it is the service worker's", async () => {
  const page = await open('/')
  excuseProblems(page, /require-trusted-types-for|This document requires 'TrustedScriptURL'/)
  await waitFor(
    page,
    // A plain value: a policy object does not come back alike from every protocol.
    () =>
      Boolean(
        (window as { trustedTypes?: { defaultPolicy: unknown } }).trustedTypes?.defaultPolicy,
      ),
    'the default policy',
  )
  await recordViolations(page)
  const tried = await page.evaluate(() => {
    const worker = new URL('sw.js', document.baseURI)
    const addresses = [
      ['the address the build registers', './sw.js'],
      ['its full address', worker.href],
      ['its path from the root', worker.pathname],
      ['another script of the site', './assets/index.js'],
      ['the same path on another origin', `https://evil.example${worker.pathname}`],
      ['a javascript: address', 'javascript:alert(1)'],
      ['a data: address', 'data:text/javascript,alert(1)'],
    ]
    return addresses.map(([what, address]) => {
      try {
        document.createElement('script').src = address!
        return `${what}: allowed`
      } catch (error) {
        return `${what}: ${(error as Error).name}`
      }
    })
  })
  expect(tried).toEqual([
    'the address the build registers: allowed',
    'its full address: allowed',
    'its path from the root: allowed',
    'another script of the site: TypeError',
    'the same path on another origin: TypeError',
    'a javascript: address: TypeError',
    'a data: address: TypeError',
  ])
  const refused = tried.filter((line) => line.endsWith('TypeError')).length
  expect(await violations(page, refused)).toEqual(Array(refused).fill('require-trusted-types-for'))
})

test('the form may only post to the form service', async () => {
  const page = await open('/contact')
  const action = await page.attribute('form', 'action')
  const csp = await page.attribute('meta[http-equiv="Content-Security-Policy"]', 'content')
  expect(csp).toContain(`form-action ${new URL(action ?? '').origin}`)
})
