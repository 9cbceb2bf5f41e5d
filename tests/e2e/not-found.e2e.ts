import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { routeAt } from '../../src/routes'
import { expectProblems } from './abuse-kit'
import { siteFolder } from './global-setup'
import { pageOpener } from './harness'
import { type StaticServer, serveStatic } from './static-server'

const open = pageOpener()
const DIST = process.env.E2E_DIST ?? 'dist'
/** The heading a route shows: its title in the route table. */
const title = (path: string) => routeAt(path).title
// A static host as GitHub Pages, Netlify or Cloudflare Pages: 404.html for unknown paths,
// the _headers file applied (its policy must allow the inline code of both pages).
const HOST = { notFoundPage: true, headersFile: true }
/** The folder siteUrl names (`/` or `/portfolio/`), where the site is published. */
const FOLDER = siteFolder(DIST)
/** Another folder: a copy published somewhere its siteUrl does not say. */
const ELSEWHERE = FOLDER === '/' ? '/portfolio/' : '/'
let atHome: StaticServer
let elsewhere: StaticServer

beforeAll(async () => {
  atHome = await serveStatic(DIST, { ...HOST, prefix: FOLDER })
  elsewhere = await serveStatic(DIST, { ...HOST, prefix: ELSEWHERE })
})
afterAll(async () => {
  await atHome.close()
  await elsewhere.close()
})

/**
 * Opens an address that is not a file and waits for the page it ends on. The browser reports
 * the host's 404 answer for that address (and only it) on the console; that line is expected.
 */
async function visit(server: () => StaticServer, path: string, heading: string) {
  const session = await open(null)
  const { page } = session
  const missing: string[] = []
  page.on('console', (message) => {
    if (/status of 404/.test(message.text())) missing.push(message.location().url)
  })
  const address = `${server().url}${path}`
  await page.goto(address)
  await page.getByRole('heading', { name: heading, exact: true }).waitFor()
  expect(missing).toEqual([address])
  expectProblems(session, [/Failed to load resource: the server responded with a status of 404/])
  return page
}

describe('an address without the hash, on a static host', () => {
  test.each([
    ['projects', title('/projects'), '#/projects'],
    ['projects/', title('/projects'), '#/projects/'],
    ['work-experience?ref=cv', title('/work-experience'), '?ref=cv#/work-experience'],
    ['courses/?utm_source=linkedin', title('/courses'), '?utm_source=linkedin#/courses/'],
  ])('/%s shows its page', async (path, heading, address) => {
    const page = await visit(() => atHome, path, heading)
    expect(page.url()).toBe(`${atHome.url}${address}`)
    // The broken address is replaced in the history, so Back does not bounce into it.
    expect(await page.evaluate(() => history.length)).toBe(2)
  })

  test('an unknown address shows the app’s 404 page, whose button leads home', async () => {
    const page = await visit(() => atHome, 'old/page.html', title('/old/page.html'))
    expect(page.url()).toBe(`${atHome.url}#/old/page.html`)
    expect(await page.getByText('404', { exact: true }).isVisible()).toBe(true)
    await page.getByRole('link', { name: 'Go to Home Page' }).click()
    await page.getByRole('heading', { name: 'About', exact: true }).waitFor()
  })

  test.each([
    ['courses', title('/courses'), '#/courses'],
    ['contact?ref=cv', title('/contact'), '?ref=cv#/contact'],
  ])(`published in ${ELSEWHERE} instead, %s shows its page`, async (path, heading, address) => {
    const page = await visit(() => elsewhere, path, heading)
    expect(page.url()).toBe(`${elsewhere.url}${address}`)
  })

  test('with JavaScript off, the page says so and links to the site', async () => {
    const session = await open(null, { javaScriptEnabled: false })
    const { page } = session
    const response = await page.goto(`${atHome.url}nowhere`)
    expect(response?.status()).toBe(404)
    expectProblems(session, [/Failed to load resource: the server responded with a status of 404/])
    expect(session.problems).toEqual([])
    expect(await page.getByRole('heading', { name: 'Page Not Found' }).isVisible()).toBe(true)
    await page.getByRole('link', { name: 'Go to Home Page' }).click()
    await page.getByRole('heading', { name: 'About', exact: true }).waitFor()
    expect(page.url()).toBe(atHome.url)
  })
})
