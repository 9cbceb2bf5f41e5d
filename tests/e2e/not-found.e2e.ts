import { expect, inject, test } from 'vitest'
import { expectProblems } from './abuse-kit'
import { pageOpener } from './harness'
import { staticHost } from './static-server'

// An address without the hash on a static host is read in every engine
// (tests/flows/not-found.flow.ts). Here: the same with JavaScript off, which needs
// Chromium's emulation (a context option) and the document's response status.

const open = pageOpener()
const { dir, folder } = inject('site')
// A static host as GitHub Pages, Netlify or Cloudflare Pages: 404.html for unknown paths,
// the _headers file applied.
const atHome = staticHost(dir, { notFoundPage: true, headersFile: true, prefix: folder })

test('with JavaScript off, an address without the hash says so and links to the site', async () => {
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
