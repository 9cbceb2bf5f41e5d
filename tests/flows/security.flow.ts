import { expect, test } from 'vitest'
import { ALL_REFUSED, planted, SINKS, trySinks } from '../trusted-sinks'
import { excuseProblems, pageOpener, waitFor } from './engine'

const open = pageOpener()

// The policy requires Trusted Types for every script sink (scripts/plugins/csp.ts), and every engine
// here enforces them (decision 006).
test('markup or script built from a string is refused by Trusted Types and reported', async () => {
  const page = await open('/')
  // Each refusal is reported as a violation, and Chromium says so in the console as well.
  excuseProblems(page, /require-trusted-types-for|This document requires 'Trusted(HTML|Script)'/)
  await page.evaluate(() => {
    const w = window as unknown as { reports: string[] }
    w.reports = []
    document.addEventListener('securitypolicyviolation', (e) => w.reports.push(e.violatedDirective))
  })
  expect(await page.evaluate(trySinks)).toEqual(ALL_REFUSED)
  expect(await page.evaluate(planted)).toEqual({ planted: false, injected: false })
  // Each refusal is reported to the page as a violation (the event follows the refusal).
  const reports = await waitFor(
    page,
    (count: number) => {
      const { reports } = window as unknown as { reports: string[] }
      return reports.length >= count ? reports : null
    },
    'a violation report for each sink',
    [SINKS.length],
  )
  expect(reports).toEqual(SINKS.map(() => 'require-trusted-types-for'))
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
  const tried = await page.evaluate(() => {
    const w = window as unknown as { reports: string[] }
    w.reports = []
    document.addEventListener('securitypolicyviolation', (e) => w.reports.push(e.violatedDirective))
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
  // Each refusal is reported to the page as a violation, and only those.
  const refused = tried.filter((line) => line.endsWith('TypeError')).length
  await waitFor(
    page,
    (count: number) => (window as unknown as { reports: string[] }).reports.length >= count,
    'a violation report for each refusal',
    [refused],
  )
  expect(await page.evaluate(() => (window as unknown as { reports: string[] }).reports)).toEqual(
    Array(refused).fill('require-trusted-types-for'),
  )
})

test('the form may only post to the form service', async () => {
  const page = await open('/contact')
  const action = await page.attribute('form', 'action')
  const csp = await page.attribute('meta[http-equiv="Content-Security-Policy"]', 'content')
  expect(csp).toContain(`form-action ${new URL(action ?? '').origin}`)
})
