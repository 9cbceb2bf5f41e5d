import { describe, expect, test } from 'vitest'
import { lazyRoutes } from '../../src/routes'
import { builtFile } from './abuse-kit'
import { holdFile } from './chunks'
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

  test("a route's chunk and the chunks it imports download side by side, not one after the other", async () => {
    const { page } = await open('/')
    await startupDone(page)
    // Projects imports the chunk of its Home link: while the page's own chunk is held, that
    // one is asked for all the same (the loader's modulepreload), then both arrive.
    const projects = await holdFile(page, 'src/pages/Projects.tsx')
    const shared = /\/assets\/HomeLink-[\w-]+\.js$/
    const asked: string[] = []
    page.on('request', (r) => {
      if (shared.test(r.url())) asked.push(r.url())
    })
    await page.getByRole('navigation').getByRole('link', { name: 'Projects' }).click()
    await expect.poll(() => projects.asked.count).toBeGreaterThan(0)
    await expect.poll(() => asked.length).toBe(1)
    expect(builtFile('src/pages/Projects.tsx')).toMatch(/^assets\/Projects-/)
    projects.release()
    await page.getByRole('heading', { name: 'Projects', level: 1 }).waitFor()
  })
})
