import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { useBrowser } from './harness'
import { type StaticServer, serveStatic } from './static-server'

const open = useBrowser()
const DIST = process.env.E2E_DIST ?? 'dist'
let server: StaticServer

beforeAll(async () => {
  server = await serveStatic(DIST)
})
afterAll(async () => {
  await server.close()
})

/** Loads the site and waits until the service worker controls the page. */
async function firstVisit(page: Page, route = '/') {
  await page.goto(`${server.url}#${route}`)
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 20_000,
  })
  // Precaching is complete once the worker is active.
  await page.evaluate(() => navigator.serviceWorker.ready)
}

const ROUTES: [string, string][] = [
  ['/', 'About'],
  ['/work-experience', 'Work Experience'],
  ['/projects', 'Projects'],
  ['/contact', 'Contact'],
  ['/courses', 'Relevant Courses'],
]

describe('offline and repeat visits', () => {
  test('after one visit every route, a game and the résumé work offline', async () => {
    const { page } = await open(null)
    await firstVisit(page)
    await page.context().setOffline(true)
    for (const [route, heading] of ROUTES) {
      await page.goto(`${server.url}#${route}`)
      await page.reload()
      await page.getByRole('heading', { name: heading, exact: true }).waitFor()
    }
    await page.goto(`${server.url}#/`)
    await page.getByRole('heading', { name: 'About', exact: true }).waitFor()
    await page.keyboard.type('hanoi')
    await page.getByRole('dialog').getByRole('button', { name: 'Add Disk' }).waitFor()
    await page.keyboard.press('Escape')
    const pdf = await page.evaluate(async () => {
      const res = await fetch('resume.pdf')
      return res.ok && (await res.text()).startsWith('%PDF-')
    })
    expect(pdf).toBe(true)
  })

  test('offline, shared addresses with a query or without the hash open their page', async () => {
    const { page } = await open(null)
    await firstVisit(page)
    await page.context().setOffline(true)
    for (const [address, heading] of [
      ['?ref=cv', 'About'],
      ['?utm_source=linkedin#/projects', 'Projects'],
      ['projects', 'Projects'],
      ['courses/?ref=cv', 'Relevant Courses'],
      ['nowhere', '404'],
    ]) {
      await page.goto(`${server.url}${address}`)
      await page.getByRole('heading', { name: heading, exact: true }).waitFor()
    }
  })

  test('a repeat visit is served entirely by the service worker', async () => {
    const { page } = await open(null)
    await firstVisit(page, '/projects')
    const fromNetwork: string[] = []
    page.on('response', (response) => {
      if (!response.fromServiceWorker()) fromNetwork.push(response.url())
    })
    await page.reload()
    await page.getByRole('heading', { name: 'Projects', exact: true }).waitFor()
    await page.waitForLoadState('networkidle')
    // Only the worker's own update check may reach the network.
    expect(fromNetwork.filter((u) => !/\/sw\.js$/.test(u))).toEqual([])
  })
})

describe('a new deploy', () => {
  let nextDist: string
  const NEXT_ENDPOINT = 'https://forms.example.org/new-deploy'

  beforeAll(() => {
    nextDist = mkdtempSync(join(tmpdir(), 'portfolio-next-'))
    execFileSync(
      'npx',
      ['vite', 'build', '--outDir', nextDist, '--emptyOutDir', '--logLevel', 'error'],
      {
        env: { ...process.env, VITE_FORM_ENDPOINT: NEXT_ENDPOINT },
        stdio: 'pipe',
      },
    )
  }, 180_000)
  afterAll(() => {
    server.setRoot(DIST)
    rmSync(nextDist, { recursive: true, force: true })
  })

  test('takes over after a reload with no broken chunk', async () => {
    const { page } = await open(null)
    const failed: string[] = []
    page.on('requestfailed', (r) => failed.push(r.url()))
    await firstVisit(page, '/contact')
    const oldAction = await page.locator('form').getAttribute('action')
    expect(oldAction).not.toBe(NEXT_ENDPOINT)

    server.setRoot(nextDist)
    await page.reload()
    // The new worker installs, takes control and the page reloads onto the new build.
    await page.waitForFunction(
      (endpoint) => document.querySelector('form')?.getAttribute('action') === endpoint,
      NEXT_ENDPOINT,
      { timeout: 30_000 },
    )
    for (const [route, heading] of ROUTES) {
      await page.goto(`${server.url}#${route}`)
      await page.getByRole('heading', { name: heading, exact: true }).waitFor()
    }
    expect(failed).toEqual([])
  }, 90_000)
})
