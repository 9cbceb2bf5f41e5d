import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { RECORDS, recordPath } from '../../scripts/lib/records.mjs'
import { CACHE_RULES, securityHeaders, UNHASHED_CACHE } from '../../scripts/plugins/csp'
import { nginxConf } from '../../scripts/plugins/nginx'
import { lazyRoutes, routes } from '../../src/routes'
import { builtFile, expectProblems } from './abuse-kit'
import { pageOpener } from './harness'
import { type NginxServer, serveWithNginx } from './nginx-server'
import { offSiteAddresses, staysOnSite } from './off-site'
import { keptUnderName } from './published'
import { SCREEN_HEADINGS } from './screens'

// The build served by a real nginx through the rules it wrote (dist-records/nginx.conf), as the
// README tells an owner to deploy it: the pages run under the header policy, the worker and
// the hashed files get their cache rules, code is compressed, the manifest has its type.
const open = pageOpener()
// The build, and the folder it was made for (the path of its canonical address: siteUrl).
const { dir: DIST, folder: builtFolder } = inject('site')

/** The policy the build computed for both pages (without the header's frame-ancestors). */
const builtPolicy = () => {
  const line = /Content-Security-Policy: (.+)/.exec(readFileSync(`${DIST}/_headers`, 'utf8'))?.[1]
  return (line ?? '').replace(/; frame-ancestors 'none'$/, '')
}

// The file the build wrote, for its own folder; and when that is the root, the same rules
// made for a sub-folder, where the README's old block missed every path.
const VARIANTS: [name: string, folder: string, snippet: () => string][] = [
  [
    'the nginx.conf record',
    builtFolder,
    () => readFileSync(recordPath(DIST, RECORDS.nginx), 'utf8'),
  ],
  ...(builtFolder === '/'
    ? [['the rules for a sub-folder', '/portfolio/', () => nginxConf('/portfolio/', builtPolicy())]]
    : []),
] as [string, string, () => string][]

const NOT_FOUND_TITLE = routes.find((r) => r.path === null)!.title
const cacheRule = (path: string) => CACHE_RULES.find(([rule]) => rule === path)![1]

describe.each(VARIANTS)('served by nginx with %s (folder %s)', (_, folder, snippet) => {
  let server: NginxServer
  beforeAll(async () => {
    server = await serveWithNginx(DIST, folder, snippet())
  })
  afterAll(() => server?.close())

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const { page } = await open(null)
    return page.request.get(`${server.url}${path}`, { headers })
  }

  test('every screen renders under the header policy, with no console message', async () => {
    const policy = readFileSync(`${DIST}/_headers`, 'utf8')
    for (const [path, heading] of SCREEN_HEADINGS) {
      const { page } = await open(null)
      const response = await page.goto(`${server.url}#${path}`)
      expect(policy).toContain(
        `Content-Security-Policy: ${response?.headers()['content-security-policy']}`,
      )
      await page.getByRole('heading', { name: heading, exact: true }).waitFor()
    }
  })

  test('the worker and a hashed file carry the security headers and their cache rule', async () => {
    const expected = securityHeaders(builtPolicy())
    for (const [path, rule] of [
      ['sw.js', '/sw.js'],
      [builtFile('index.html'), '/assets/*'],
      ['', '/'],
      ['manifest.webmanifest', '/manifest.webmanifest'],
    ] as const) {
      const response = await get(path)
      expect(response.status(), path).toBe(200)
      const headers = response.headers()
      for (const [name, value] of expected)
        expect(headers[name.toLowerCase()], `${path} ${name}`).toBe(value)
      expect(headers['cache-control'], path).toBe(cacheRule(rule))
    }
  })

  test('every file kept under its name gets the security headers and the short cache rule', async () => {
    const expected = securityHeaders(builtPolicy())
    for (const file of keptUnderName(DIST)) {
      const response = await get(file)
      expect(response.status(), file).toBe(200)
      const headers = response.headers()
      for (const [name, value] of expected)
        expect(headers[name.toLowerCase()], `${file} ${name}`).toBe(value)
      expect(headers['cache-control'], file).toBe(UNHASHED_CACHE)
    }
  })

  test('JavaScript, and the manifest as application/manifest+json, come back compressed', async () => {
    for (const path of [builtFile('index.html'), 'sw.js', 'manifest.webmanifest']) {
      const response = await get(path, { 'Accept-Encoding': 'gzip' })
      expect(response.headers()['content-encoding'], path).toBe('gzip')
    }
    expect((await get(builtFile('index.html'))).headers()['content-type']).toMatch(/javascript/)
    expect((await get('manifest.webmanifest')).headers()['content-type']).toBe(
      'application/manifest+json',
    )
  })

  /**
   * Opens an address that is not a file and returns the session. The browser reports each
   * 404 answer on the console: the address's own, and with a root build served in a
   * sub-folder the 404 page's `/favicon.svg` (outside the folder, so not the rules' doing).
   */
  async function visitMissing(path: string, javaScriptEnabled: boolean) {
    const session = await open(null, { javaScriptEnabled })
    const missing: string[] = []
    session.page.on('response', (response) => {
      if (response.status() === 404) missing.push(response.url())
    })
    const address = `${server.url}${path}`
    const response = await session.page.goto(address)
    expect(response?.status()).toBe(404)
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
    return { session, address, missing }
  }
  const only404s = (visit: Awaited<ReturnType<typeof visitMissing>>) => {
    expect(visit.missing.filter((u) => u.startsWith(server.url))).toEqual([visit.address])
    expectProblems(visit.session, [
      [/Failed to load resource: the server responded with a status of 404/, visit.missing.length],
    ])
  }

  test('no address gets a Location on another origin (nginx adds a slash to a folder)', async () => {
    const { origin } = new URL(server.url)
    const { page } = await open(null)
    const folders = ['icons', 'assets'].flatMap((name) =>
      ['', '/', '//', '/\\', '%2F', '%2F%2F', '%5C'].map((start) => `${folder}${start}${name}`),
    )
    // The server's root too: nginx answers every path of it, not only the site's folder.
    const addresses = new Set([
      ...offSiteAddresses(folder),
      ...offSiteAddresses('/'),
      ...folders,
      folder.slice(0, -1),
      '//',
    ])
    let redirects = 0
    for (const address of addresses) {
      const response = await page.request.get(`${origin}${address}`, { maxRedirects: 0 })
      const location = response.headers().location
      if (location === undefined) continue
      redirects++
      expect(new URL(location, `${origin}${address}`).origin, address).toBe(origin)
    }
    // The folders' own addresses are redirected: the test saw the rules' Location headers.
    expect(redirects).toBeGreaterThan(0)
  })

  // Through the 404 page, which knows its folder from the build: served from that folder only
  // (the sub-folder variant serves a root build elsewhere), so the test exists there only.
  if (folder === builtFolder)
    test('no address leads a visitor off the site through the 404 page', async () => {
      const { origin } = new URL(server.url)
      for (const address of offSiteAddresses(folder)) {
        await staysOnSite(await open(null), origin, address)
      }
    })

  test('a missing path gets the 404 page', async () => {
    const visit = await visitMissing('nowhere/at-all', false)
    await visit.session.page.getByRole('heading', { name: NOT_FOUND_TITLE }).waitFor()
    only404s(visit)
  })

  test('a route’s address without the hash gets the 404 page, which sends it to the route', async () => {
    const route = lazyRoutes[0]!
    const visit = await visitMissing(route.path.slice(1), true)
    const { page } = visit.session
    await page.getByRole('heading', { name: route.title, exact: true }).waitFor()
    expect(page.url()).toBe(`${server.url}#${route.path}`)
    only404s(visit)
  })
})
