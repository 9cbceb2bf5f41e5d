import { describe, expect, test } from 'vitest'
import { routes, screens } from '../../src/routes'
import { appLive, axeViolations, baseURL, pageOpener, startupDone } from './harness'
import { homeShown } from './screens'

const open = pageOpener()
/** Home's 3D sphere draws here, so what it loads counts too. */
const open3D = pageOpener({ webgl: true })

/** Each path of the route table; any other path (`/x`) for the 404. */
const PATHS = routes.map((r) => r.path ?? '/x')
const SCREENS = screens.map((r) => r.path)

describe('routing', () => {
  test('a plain / with no hash shows Home', async () => {
    const { page } = await open(null)
    await page.goto(baseURL())
    // The pre-rendered HTML shows Home before any script: check what the live app shows.
    await appLive(page)
    expect(await homeShown(page)).toBe(true)
  })

  test.each([
    ['/assignments', 'default'],
    ['/no/such/page', 'centred'],
  ])('%s shows the 404 page in the %s container, without the header', async (route, container) => {
    const { page } = await open(route)
    await page.getByText('Page Not Found').waitFor()
    expect(await page.getByText('404', { exact: true }).isVisible()).toBe(true)
    expect(await page.locator('main').getAttribute('data-container')).toBe(container)
    expect(await page.locator('header').count()).toBe(0)
    const img = page.getByRole('img')
    expect((await img.getAttribute('alt'))?.length).toBeGreaterThan(0)
    // The 404 page is a lazy chunk: its picture may still be on its way.
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), {
        timeout: 15_000,
      })
      .toBe(true)
    await page.getByRole('link', { name: 'Go to Home Page' }).click()
    await page.getByRole('heading', { name: 'About', exact: true }).waitFor()
    expect(new URL(page.url()).hash).toBe('#/')
  })

  test.each([...SCREENS, '/nowhere'])(
    'no request leaves the site while %s loads',
    async (route) => {
      const { page } = await open3D(null, { height: 4000 })
      const origins = new Set<string>()
      page.on('request', (r) => {
        origins.add(new URL(r.url()).origin)
      })
      await page.goto(`${baseURL()}#${route}`)
      await page.locator('main h1').first().waitFor()
      // Everything the page loads by itself has loaded once its start-up is done.
      await startupDone(page)
      expect([...origins]).toEqual([new URL(baseURL()).origin])
    },
  )

  // A route change scrolling to the top is read in every engine (tests/flows/pages.flow.ts).
  test.each(PATHS)('axe finds no violations on %s', async (route) => {
    const { page } = await open(route)
    await page.locator('main h1, main h2').first().waitFor()
    expect(await axeViolations(page)).toEqual([])
  })
})

describe('header', () => {
  // The current nav item (tests/flows/routes.flow.ts), the header staying at the top and the
  // profile links (tests/flows/pages.flow.ts) are read in every engine.
  test('Resume opens the site’s own PDF in a new tab', async () => {
    const { page } = await open('/')
    const resume = page.getByRole('navigation').getByRole('link', { name: 'Resume' })
    const href = (await resume.getAttribute('href')) ?? ''
    expect(href).toMatch(/\.pdf$/)
    expect(await resume.getAttribute('target')).toBe('_blank')
    expect(await resume.getAttribute('rel')).toContain('noopener')
    const response = await page.request.get(new URL(href, baseURL()).href)
    expect(response.status()).toBe(200)
    const body = await response.body()
    expect(body.subarray(0, 5).toString()).toBe('%PDF-')
    expect(new URL(href, baseURL()).origin).toBe(new URL(baseURL()).origin)
  })

  test('About scrolls to the section on Home without changing the route', async () => {
    const { page } = await open('/')
    await page.evaluate(() => window.scrollTo(0, 2000))
    await page.waitForFunction(() => window.scrollY > 1000)
    await page.getByRole('navigation').getByRole('link', { name: 'About' }).click()
    // The section lands right under the sticky header.
    await page.waitForFunction(() => {
      const header = document.querySelector('header')!.getBoundingClientRect().bottom
      return Math.abs(document.getElementById('about')!.getBoundingClientRect().top - header) <= 1
    })
    expect(new URL(page.url()).hash).toBe('#/')
  })
})
