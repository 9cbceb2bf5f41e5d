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
