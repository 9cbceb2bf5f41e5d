import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { findGame } from '../../src/games/registry'
import { DOWNLOAD_TIMEOUT_MS } from '../../src/lib/downloadTimeout'
import { FIRST_SKILL, NEWEST_PROJECT_YEAR } from '../content'
import { expectProblems, SCENE_ENTRY } from './abuse-kit'
import { chunkMessage, holdFile, navLink } from './chunks'
import { pageOpener, typeKeyword, url } from './harness'

// Downloads that neither arrive nor fail (a stalled connection, a server that hangs) get the
// same message and Retry as failed ones once DOWNLOAD_TIMEOUT_MS have passed. The ten
// seconds pass at once on Playwright's clock, stopped before the download starts: time that
// the machine takes to answer never counts towards them.
// Service workers are blocked (the harness's default): a worker's cache would answer for the
// files these tests hold back.
const open = pageOpener()
/** For the sphere, which needs WebGL to draw once its code arrives. */
const open3D = pageOpener({ webgl: true })

/** Home with Playwright's clock, so the ten seconds a hung download gets pass at once. */
const openOnClock = () => open('/', { clock: true })

/** Stops the page's clock (one second on), so that only the test moves it from there. */
async function stopClock(page: Page) {
  const now = await page.evaluate(() => Date.now())
  await page.clock.pauseAt(now + 1000)
}

/**
 * Moves the stopped clock in 50 ms steps until `asked` counts a request: the download starts
 * (and its timeout with it) within one step, whatever timer of the page (an idle callback)
 * comes first. The timeout is then at most a few steps old, far from the second passTimeout
 * leaves.
 */
async function stepUntilAsked(page: Page, asked: { count: number }) {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(50)
        return asked.count
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0)
}

/** Lets the download timeout pass: nothing shows a second early, then `shown` appears. */
async function passTimeout(page: Page, shown: () => Promise<number>) {
  await page.clock.fastForward(DOWNLOAD_TIMEOUT_MS - 1000)
  expect(await shown()).toBe(0)
  await page.clock.fastForward(1000)
  await expect.poll(shown).toBe(1)
}

describe('a download that neither arrives nor fails (a stalled connection)', () => {
  test('a page shows the same message and Retry after ten seconds; Retry works once it arrives', async () => {
    const session = await openOnClock()
    const { page } = session
    await page.getByRole('heading', { name: 'About' }).first().waitFor()
    const projects = await holdFile(page, 'src/pages/Projects.tsx')
    await stopClock(page)
    await navLink(page, 'Projects').click()
    await stepUntilAsked(page, projects.asked)
    await page.locator('main [aria-busy="true"]').waitFor()
    await passTimeout(page, () => chunkMessage(page).count())

    // Still hanging: Retry waits again, and again says so after ten seconds (on the clock,
    // which stands still between: the new wait starts with the click).
    await page.getByRole('button', { name: 'Retry' }).click()
    await page.locator('main [aria-busy="true"]').waitFor()
    await passTimeout(page, () => chunkMessage(page).count())

    projects.release()
    await page.clock.resume()
    await page.getByRole('button', { name: 'Retry' }).click()
    await page.getByRole('heading', { name: NEWEST_PROJECT_YEAR, exact: true }).waitFor()
    // The boundary reports each of the two downloads that gave no answer.
    expectProblems(session, [[/ChunkLoadError: .*no answer within 10 s/, 2]])
  })

  test('a game shows its Retry after ten seconds; Retry opens it once it arrives', async () => {
    const { page } = await openOnClock()
    const hanoi = await holdFile(page, 'src/games/hanoi/View.tsx')
    await stopClock(page)
    await typeKeyword(page, findGame('hanoi').keyword)
    const dialog = page.getByRole('dialog', { name: 'Tower of Hanoi' })
    await dialog.getByText('Loading the game…').waitFor()
    await stepUntilAsked(page, hanoi.asked)
    await passTimeout(page, () =>
      dialog.getByRole('alert').getByText('could not be loaded').count(),
    )
    hanoi.release()
    await page.clock.resume()
    await dialog.getByRole('button', { name: 'Retry' }).click()
    await dialog.getByRole('button', { name: 'Rod 1' }).waitFor()
  })

  test('the skill sphere shows its Retry after ten seconds; Retry brings it once it arrives', async () => {
    const session = await open3D(null, { clock: true })
    const { page } = session
    const scene = await holdFile(page, SCENE_ENTRY)
    await page.goto(url('/'))
    const sphere = page.getByRole('img', { name: /skill sphere/i })
    await stopClock(page)
    await sphere.scrollIntoViewIfNeeded()
    // The sphere starts its download on an idle callback, which the stopped clock holds.
    await stepUntilAsked(page, scene.asked)
    await passTimeout(page, () => page.getByText('The 3D sphere did not load.').count())
    expect(await sphere.getAttribute('aria-label')).toContain(FIRST_SKILL)
    scene.release()
    // The scene draws on animation frames, which run on the page's clock.
    await page.clock.resume()
    await page.getByRole('alert').getByRole('button', { name: 'Retry' }).click()
    await sphere.locator('canvas').waitFor()
    // Drawn, the image sits in the focusable application that turns it.
    await expect
      .poll(() => page.getByRole('application').filter({ has: sphere }).getAttribute('tabindex'))
      .toBe('0')
  })
})
