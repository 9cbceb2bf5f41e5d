import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, inject, test } from 'vitest'
import { parsePolicy, UNHASHED_CACHE } from '../../scripts/plugins/csp'
import { SNAPSHOT_POLICY } from '../../src/head/contract'
import { NEWEST_PROJECT_YEAR } from '../content'
import { builtFile, expectProblems } from './abuse-kit'
import { appLive, pageOpener, url } from './harness'
import { keptUnderName } from './published'
import { staticHost } from './static-server'
import { workerReady } from './worker-takeover'

// The policy and the headers file read from the build's files; in Chromium alone, markup
// injected on its way from the host (the protocol's request routing), and a host serving the
// headers file: what it sends, and the site and its service worker running under it. Trusted Types refusing
// markup, code and script addresses built from strings, and the form's form-action, are read
// in every engine (tests/flows/security.flow.ts).

const open = pageOpener()
const DIST = inject('site').dir

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
    expect(csp).toContain(
      `require-trusted-types-for 'script'; trusted-types default ${SNAPSHOT_POLICY}`,
    )
    expect(csp).not.toMatch(/unsafe-eval|unsafe-inline|\*/)
  })

  test('the headers file allows what each page allows, and adds frame, sniffing, referrer and permission rules', () => {
    const headers = readFileSync(`${DIST}/_headers`, 'utf8')
    const header = parsePolicy(/Content-Security-Policy: (.+)/.exec(headers)?.[1] ?? '')
    for (const page of ['index.html', '404.html']) {
      const meta = parsePolicy(cspOf(readFileSync(`${DIST}/${page}`, 'utf8')))
      expect(meta.size, page).toBeGreaterThan(5)
      for (const [name, sources] of meta) {
        expect(
          [...sources].filter((s) => !header.get(name)?.has(s)),
          `${page} ${name}`,
        ).toEqual([])
      }
    }
    // Nothing the page's policy forbids comes back through the header's (a host applies both).
    expect([...header.values()].flatMap((sources) => [...sources])).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/unsafe-eval|unsafe-inline|^\*$|^https?:$/)]),
    )
    expect([...(header.get('frame-ancestors') ?? [])]).toEqual(["'none'"])
    expect(headers).toContain('X-Content-Type-Options: nosniff')
    expect(headers).toContain('Referrer-Policy: strict-origin-when-cross-origin')
    expect(headers).toMatch(/Permissions-Policy: camera=\(\)/)
  })

  test('an inline script injected into the served page is blocked and reported', async () => {
    const session = await open(null)
    const { page } = session
    // Markup that reached the page on its way from the host (a stored injection): the
    // parser runs inline scripts only if the policy allows their hash.
    await page.route(/\/(index\.html)?(\?.*)?$/, async (route) => {
      const response = await route.fetch()
      const body = (await response.text()).replace(
        '</body>',
        '<script>window.injected = true</script></body>',
      )
      await route.fulfill({ response, body })
    })
    await page.goto(url('/'))
    await appLive(page)
    expect(await page.evaluate(() => 'injected' in window)).toBe(false)
    // Chromium reports the violation in the console, and the page's violation event (which
    // the harness logs) follows: exactly one of each.
    const reported = /^error: CSP violation: script-src-elem blocked inline$/
    await expect.poll(() => session.problems.some((line) => reported.test(line))).toBe(true)
    expectProblems(session, [
      /^error: Executing inline script violates the following Content Security Policy directive 'script-src/,
      reported,
    ])
  })
})

describe('the headers of a host that reads _headers (Netlify, Cloudflare Pages)', () => {
  const host = staticHost(DIST, { headersFile: true, notFoundPage: true })

  const headersOf = async (path: string) => {
    const { page } = await open(null)
    return (await page.request.get(`${host.url}${path}`)).headers()
  }

  test('every response gets HSTS for a year with subdomains, and COOP same-origin', async () => {
    for (const path of ['', 'index.html', 'sw.js', 'projects']) {
      const headers = await headersOf(path)
      expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
      expect(headers['cross-origin-opener-policy']).toBe('same-origin')
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
    }
  })

  test('hashed files are cached for good; the page, the worker and the manifest never', async () => {
    const entry = builtFile('index.html')
    expect((await headersOf(entry))['cache-control']).toBe('public, max-age=31536000, immutable')
    for (const path of ['', 'index.html', 'sw.js', 'manifest.webmanifest']) {
      expect((await headersOf(path))['cache-control'], path).toBe('no-cache')
    }
  })

  test('every file kept under its name (résumé, icons, pictures) is cached briefly, then asked again', async () => {
    const files = keptUnderName(DIST)
    expect(files).toEqual(expect.arrayContaining(['icons.svg', 'favicon.svg', 'resume.pdf']))
    const { page } = await open(null)
    for (const file of files) {
      const headers = (await page.request.get(`${host.url}${file}`)).headers()
      expect(headers['cache-control'], file).toBe(UNHASHED_CACHE)
    }
  })

  test('under those headers the site runs, and its service worker starts, with no console message', async () => {
    const { page } = await open(null, { serviceWorkers: 'allow' })
    await page.goto(`${host.url}#/projects`)
    await page.getByRole('heading', { name: NEWEST_PROJECT_YEAR, exact: true }).waitFor()
    await workerReady(page)
    await page.goto(host.url)
    await page.getByRole('heading', { name: 'About', exact: true }).waitFor()
  })
})

test('the CSS lives in the page only: no stylesheet file is published or precached', () => {
  const css = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? css(`${dir}/${entry.name}`)
        : entry.name.endsWith('.css')
          ? [entry.name]
          : [],
    )
  expect(css(DIST)).toEqual([])
  expect(readFileSync(`${DIST}/sw.js`, 'utf8')).not.toMatch(/\.css["']/)
  expect(readFileSync(`${DIST}/index.html`, 'utf8')).toMatch(/<style>[^<]{10000,}<\/style>/)
})
