import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { expectProblems } from './abuse-kit'
import { useBrowser } from './harness'

const open = useBrowser()
const DIST = process.env.E2E_DIST ?? 'dist'

const cspOf = (html: string) =>
  /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? ''

describe('content security policy', () => {
  test('the built page carries a strict policy', () => {
    const csp = cspOf(readFileSync(`${DIST}/index.html`, 'utf8'))
    expect(csp).toContain("default-src 'self'")
    expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')+;/)
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'self'")
    expect(csp).toContain("img-src 'self' data:")
    expect(csp).toMatch(/form-action https:\/\/[^ ;]+;/)
    expect(csp).not.toMatch(/unsafe-eval|unsafe-inline|\*/)
  })

  test('the headers file repeats it with frame, sniffing, referrer and permission rules', () => {
    const csp = cspOf(readFileSync(`${DIST}/index.html`, 'utf8'))
    const headers = readFileSync(`${DIST}/_headers`, 'utf8')
    expect(headers).toContain(`Content-Security-Policy: ${csp}; frame-ancestors 'none'`)
    expect(headers).toContain('X-Content-Type-Options: nosniff')
    expect(headers).toContain('Referrer-Policy: strict-origin-when-cross-origin')
    expect(headers).toMatch(/Permissions-Policy: camera=\(\)/)
  })

  test('an injected inline script is blocked and reported', async () => {
    const session = await open('/')
    const { page } = session
    // An inline script runs as it is appended, if it runs at all.
    const ran = await page.evaluate(() => {
      const w = window as unknown as { injected?: boolean }
      const script = document.createElement('script')
      script.textContent = 'window.injected = true'
      document.body.append(script)
      return w.injected === true
    })
    expect(ran).toBe(false)
    // Chromium reports the violation in the console, and the page's violation event (which
    // the harness logs) follows: exactly one of each.
    const reported = /^error: CSP violation: script-src-elem blocked inline$/
    await expect.poll(() => session.problems.some((line) => reported.test(line))).toBe(true)
    expectProblems(session, [
      /^error: Executing inline script violates the following Content Security Policy directive 'script-src/,
      reported,
    ])
  })

  test('the form may only post to the form service', async () => {
    const { page } = await open('/contact')
    const action = await page.locator('form').getAttribute('action')
    const csp = await page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .getAttribute('content')
    expect(csp).toContain(`form-action ${new URL(action ?? '').origin}`)
  })
})
