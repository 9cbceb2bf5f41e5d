import { describe, expect, test } from 'vitest'
import { lazyRoutes } from '../../src/routes'
import { pageOpener, startupDone, url } from './harness'

const open = pageOpener()
const ROUTE_CHUNK = new RegExp(`/assets/(${lazyRoutes.map((r) => r.page).join('|')})-[\\w-]+\\.js$`)

describe('route code preloading', () => {
  test('Home downloads no route code until a link is about to be used', async () => {
    const { page } = await open(null)
    const requested: string[] = []
    page.on('request', (r) => {
      if (ROUTE_CHUNK.test(r.url())) requested.push(r.url())
    })
    await page.goto(url('/'))
    await page.getByRole('heading', { name: 'About', exact: true }).waitFor()
    // Everything the page loads by itself has loaded once its start-up is done.
    await startupDone(page)
    expect(requested).toEqual([])

    await page.getByRole('navigation').getByRole('link', { name: 'Projects' }).hover()
    await expect.poll(() => requested.some((u) => u.includes('/Projects-'))).toBe(true)
    expect(requested.some((u) => u.includes('/Contact-'))).toBe(false)

    await page.getByRole('navigation').getByRole('link', { name: 'Contact' }).focus()
    await expect.poll(() => requested.some((u) => u.includes('/Contact-'))).toBe(true)
  })
})
