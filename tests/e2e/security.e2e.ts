import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { useBrowser } from './harness'

const open = useBrowser()
const DIST = process.env.E2E_DIST ?? 'dist'

const cspOf = (html: string) =>
  /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? ''

/** A policy as its directives and the sources of each. */
const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, new Set(sources)]),
  )

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

  test('the headers file allows what each page allows, and adds frame, sniffing, referrer and permission rules', () => {
    const headers = readFileSync(`${DIST}/_headers`, 'utf8')
    const header = directives(/Content-Security-Policy: (.+)/.exec(headers)?.[1] ?? '')
    for (const page of ['index.html', '404.html']) {
      const meta = directives(cspOf(readFileSync(`${DIST}/${page}`, 'utf8')))
      expect(meta.size, page).toBeGreaterThan(5)
      for (const [name, sources] of meta) {
        expect(
          [...sources].filter((s) => !header.get(name)?.has(s)),
          `${page} ${name}`,
        ).toEqual([])
      }
    }
    expect([...(header.get('frame-ancestors') ?? [])]).toEqual(["'none'"])
    expect(headers).toContain('X-Content-Type-Options: nosniff')
    expect(headers).toContain('Referrer-Policy: strict-origin-when-cross-origin')
    expect(headers).toMatch(/Permissions-Policy: camera=\(\)/)
  })

  test('an injected inline script is blocked and reported', async () => {
    const { page, problems } = await open('/')
    await page.getByRole('heading', { name: 'About', exact: true }).waitFor()
    const ran = await page.evaluate(async () => {
      const w = window as unknown as { injected?: boolean }
      const script = document.createElement('script')
      script.textContent = 'window.injected = true'
      document.body.append(script)
      await new Promise((r) => setTimeout(r, 100))
      return w.injected === true
    })
    expect(ran).toBe(false)
    // The harness turns the violation into a console error; take it out so the test ends clean.
    const reported = problems.splice(0).filter((p) => p.includes('CSP violation'))
    expect(reported.length).toBeGreaterThan(0)
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

test('the CSS lives in the page only: no stylesheet file is published or precached', () => {
  const css = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? entry.name === '.vite'
          ? []
          : css(`${dir}/${entry.name}`)
        : entry.name.endsWith('.css')
          ? [entry.name]
          : [],
    )
  expect(css(DIST)).toEqual([])
  expect(readFileSync(`${DIST}/sw.js`, 'utf8')).not.toMatch(/\.css["']/)
  expect(readFileSync(`${DIST}/index.html`, 'utf8')).toMatch(/<style>[^<]{10000,}<\/style>/)
})
