import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { expectProblems } from './abuse-kit'
import { pageOpener } from './harness'
import { type StaticServer, serveStatic } from './static-server'

const open = pageOpener()
const DIST = process.env.E2E_DIST ?? 'dist'
// A static host as GitHub Pages, Netlify or Cloudflare Pages: 404.html for unknown paths,
// the _headers file applied (its policy must allow the inline code of both pages).
const HOST = { notFoundPage: true, headersFile: true }
let atRoot: StaticServer
let inFolder: StaticServer

beforeAll(async () => {
  atRoot = await serveStatic(DIST, HOST)
  inFolder = await serveStatic(DIST, { ...HOST, prefix: '/portfolio/' })
})
afterAll(async () => {
  await atRoot.close()
  await inFolder.close()
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
    ['projects', 'Projects', '#/projects'],
    ['projects/', 'Projects', '#/projects/'],
    ['work-experience?ref=cv', 'Work Experience', '?ref=cv#/work-experience'],
    ['courses/?utm_source=linkedin', 'Relevant Courses', '?utm_source=linkedin#/courses/'],
  ])('/%s shows its page', async (path, heading, address) => {
    const page = await visit(() => atRoot, path, heading)
    expect(page.url()).toBe(`${atRoot.url}${address}`)
    // The broken address is replaced in the history, so Back does not bounce into it.
    expect(await page.evaluate(() => history.length)).toBe(2)
  })

  test('an unknown address shows the app’s 404 page, whose button leads home', async () => {
    const page = await visit(() => atRoot, 'old/page.html', '404')
    expect(page.url()).toBe(`${atRoot.url}#/old/page.html`)
    expect(await page.getByText('Page Not Found').isVisible()).toBe(true)
    await page.getByRole('link', { name: 'Go to Home Page' }).click()
    await page.getByRole('heading', { name: 'About', exact: true }).waitFor()
  })

  test.each([
    ['courses', 'Relevant Courses', '#/courses'],
    ['contact?ref=cv', 'Contact', '?ref=cv#/contact'],
  ])('in a sub-folder, /portfolio/%s shows its page', async (path, heading, address) => {
    const page = await visit(() => inFolder, path, heading)
    expect(page.url()).toBe(`${inFolder.url}${address}`)
  })

  test('with JavaScript off, the page says so and links to the site', async () => {
    const session = await open(null, { javaScriptEnabled: false })
    const { page } = session
    const response = await page.goto(`${atRoot.url}nowhere`)
    expect(response?.status()).toBe(404)
    expectProblems(session, [/Failed to load resource: the server responded with a status of 404/])
    expect(session.problems).toEqual([])
    expect(await page.getByRole('heading', { name: 'Page Not Found' }).isVisible()).toBe(true)
    await page.getByRole('link', { name: 'Go to Home Page' }).click()
    await page.getByRole('heading', { name: 'About', exact: true }).waitFor()
    expect(page.url()).toBe(atRoot.url)
  })
})
