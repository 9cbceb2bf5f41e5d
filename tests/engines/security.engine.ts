import { expect, test } from 'vitest'
import { excuseProblems, pageOpener, waitFor } from './engine'

const open = pageOpener()

// The policy requires Trusted Types for every script sink (scripts/csp.ts), and both engines
// here enforce them (decision 006): what Chromium's security test checks, in each.
test('markup or script built from a string is refused by Trusted Types and reported', async () => {
  const page = await open('/')
  excuseProblems(page, /require-trusted-types-for/)
  const refused = await page.evaluate(() => {
    const w = window as unknown as { reports: string[] }
    w.reports = []
    document.addEventListener('securitypolicyviolation', (e) => w.reports.push(e.violatedDirective))
    const attempts: [string, () => void][] = [
      [
        'innerHTML',
        () => {
          document.body.lastElementChild!.innerHTML = '<img src=x id=planted>'
        },
      ],
      [
        'insertAdjacentHTML',
        () => document.body.insertAdjacentHTML('beforeend', '<img src=x id=planted>'),
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
      try {
        attempt()
        return `${sink}: allowed`
      } catch (error) {
        return `${sink}: ${(error as Error).name}`
      }
    })
  })
  expect(refused).toEqual([
    'innerHTML: TypeError',
    'insertAdjacentHTML: TypeError',
    'script text: TypeError',
  ])
  expect(
    await page.evaluate(() => ({
      planted: document.getElementById('planted') !== null,
      injected: 'injected' in window,
    })),
  ).toEqual({ planted: false, injected: false })
  // Each refusal is reported to the page as a violation (the event follows the refusal).
  const reports = await waitFor(
    page,
    () => {
      const { reports } = window as unknown as { reports: string[] }
      return reports.length >= 3 ? reports : null
    },
    'three violation reports',
  )
  expect(reports).toEqual(Array(3).fill('require-trusted-types-for'))
})
