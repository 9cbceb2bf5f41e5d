import { imageSize } from 'image-size'
import { describe, expect, test } from 'vitest'
import { baseURL, pageOpener } from './harness'

const open = pageOpener()

/** The page as a link preview crawler reads it: the HTML of /, no script run. */
async function crawl() {
  const { page } = await open(null, { javaScriptEnabled: false })
  await page.goto(baseURL())
  const meta = (key: string) =>
    page.locator(`meta[property="${key}"], meta[name="${key}"]`).getAttribute('content')
  return { page, meta }
}

describe('link previews (LinkedIn, Slack, X)', () => {
  test('the picture and the address are absolute, under one site address', async () => {
    const { page, meta } = await crawl()
    const site = await meta('og:url')
    expect(site).toMatch(/^https:\/\/[^/]+\/(.+\/)?$/)
    expect(await meta('og:image')).toBe(`${site}og-image.png`)
    expect(await meta('twitter:image')).toBe(`${site}og-image.png`)
    expect(await meta('og:site_name')).toBeTruthy()
    expect(await page.locator('link[rel=canonical]').getAttribute('href')).toBe(site)
    const person = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '',
    )
    expect(person.url).toBe(site)
  })

  test('the picture is published beside the page, 1200 by 630', async () => {
    const { page, meta } = await crawl()
    const path = new URL((await meta('og:image')) ?? '').pathname.split('/').pop()!
    const response = await page.request.get(new URL(path, baseURL()).href)
    expect(response.status()).toBe(200)
    expect(imageSize(await response.body())).toMatchObject({
      type: 'png',
      width: 1200,
      height: 630,
    })
  })
})

describe('the web app manifest', () => {
  test("is linked once, parses without errors, and the app's identity is the site's folder", async () => {
    const { page } = await open('/')
    expect(await page.locator('link[rel=manifest]').count()).toBe(1)
    const href = (await page.locator('link[rel=manifest]').getAttribute('href')) ?? ''
    const manifest = await (await page.request.get(new URL(href, baseURL()).href)).json()
    // No id: the identity is the start address, the site's own folder, so two sites on one
    // host (name.github.io/a/, /b/) are two apps.
    expect(manifest.id).toBeUndefined()
    const cdp = await page.context().newCDPSession(page)
    const parsed = await cdp.send('Page.getAppManifest')
    expect(parsed.errors).toEqual([])
    // The identity the browser computed from it (Page.getAppId answers only in the desktop
    // browser, not in the headless shell the tests use).
    expect(parsed.manifest?.id).toBe(baseURL())
  })
})
