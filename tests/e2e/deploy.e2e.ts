import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { gameFile, games } from '../../src/games/registry'
import { SITE_UPDATED } from '../../src/lib/siteUpdated'
import { expectProblems } from './abuse-kit'
import { appLive, type OpenOptions, pageOpener, typeKeyword } from './harness'
import { NEXT_DEPLOY_MARK } from './next-deploy.mjs'
import { staticHost } from './static-server'
import { newWorkerTookOver, workerReady } from './worker-takeover'

// A page left open across a deploy that changed a game's code: the page's import map still
// names the game's old file, which the new deploy no longer has. The page says the site was
// updated (never that the connection failed), and its Reload keeps what was typed.
const open = pageOpener()
const DIST = inject('site').dir
// The game whose code the next deploy changes: the registry's first.
const GAME = games[0]
const MESSAGE = 'Half a sentence, typed before the deploy'
const server = staticHost(DIST)
let next: string
let built: string | undefined

beforeAll(async () => {
  // E2E_NEXT_DIST: a next deploy built beforehand (tests/e2e/next-deploy.mjs) for the same game.
  next = process.env.E2E_NEXT_DIST ?? ''
  if (!next || !existsSync(join(next, 'index.html'))) {
    // The build in a folder of its own inside: its records go beside it (dist-records), so
    // both leave with the temporary folder.
    built = mkdtempSync(join(tmpdir(), 'portfolio-next-'))
    next = join(built, 'dist')
    // A production build, as the deploy in dist/ is: not with the test runner's NODE_ENV=test,
    // which changes chunks besides the game's.
    const env = { ...process.env, NODE_ENV: 'production' }
    execFileSync('node', ['tests/e2e/next-deploy.mjs', next, gameFile(GAME.id)], {
      env,
      stdio: 'pipe',
    })
  }
}, 180_000)
afterAll(() => {
  if (built) rmSync(built, { recursive: true, force: true })
})

/** Opens Contact on the current deploy and types a draft. */
async function typeDraft(options: OpenOptions = {}) {
  server.setRoot(DIST)
  const session = await open(null, options)
  await session.page.goto(`${server.url}#/contact`)
  await appLive(session.page)
  const form = session.page.locator('form')
  await form.getByLabel('Name').fill('Sam')
  await form.getByLabel('Message').fill(MESSAGE)
  return session
}

/** Types the game's keyword outside the form and expects the update message, not Retry. */
async function openStrandedGame(page: Page) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  const dialog = await typeKeyword(page, GAME.keyword, GAME.title)
  await dialog.getByRole('alert').getByText(SITE_UPDATED, { exact: true }).waitFor()
  expect(await dialog.getByRole('button', { name: 'Retry' }).count()).toBe(0)
  return dialog
}

/** After Reload: the new deploy's page, the draft back in the form, and the changed game runs. */
async function expectDraftOnNewDeploy(page: Page) {
  const form = page.locator('form')
  await page.waitForFunction(() => !('__oldPage' in window))
  await expect.poll(() => form.getByLabel('Message').inputValue()).toBe(MESSAGE)
  expect(await form.getByLabel('Name').inputValue()).toBe('Sam')
  await page.getByRole('status').getByText('Your unsent message was restored.').waitFor()
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await typeKeyword(page, GAME.keyword, GAME.title)
  await page.waitForSelector(`html[${NEXT_DEPLOY_MARK}]`, { state: 'attached' })
}

// The old file answers 404 where the browser asks for it (the page, or a worker for it).
const GONE = /Failed to load resource: the server responded with a status of 404/

describe('a deploy that changed a game under an open page', () => {
  test('without a service worker: the host serves the new deploy alone', async () => {
    const session = await typeDraft()
    const { page } = session
    await page.evaluate(() => Object.assign(window, { __oldPage: true }))
    server.setRoot(next)
    const dialog = await openStrandedGame(page)
    await dialog.getByRole('button', { name: 'Reload' }).click()
    await expectDraftOnNewDeploy(page)
    expectProblems(session, [GONE])
  })

  test("with a service worker: the new deploy's worker took over the page", async () => {
    const session = await typeDraft({ serviceWorkers: 'allow' })
    const { page } = session
    await workerReady(page)
    await page.evaluate(() =>
      Object.assign(window, { __oldPage: true, __before: navigator.serviceWorker.controller }),
    )
    server.setRoot(next)
    await newWorkerTookOver(page)
    // The form holds text: the page waits, on the old deploy, instead of reloading.
    expect(await page.evaluate(() => '__oldPage' in window)).toBe(true)
    const dialog = await openStrandedGame(page)
    await dialog.getByRole('button', { name: 'Reload' }).click()
    await expectDraftOnNewDeploy(page)
    expectProblems(session, [GONE])
  }, 120_000)
})
