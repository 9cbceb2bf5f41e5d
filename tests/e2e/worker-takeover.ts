import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/** Waits until the service worker controls the page and has precached the site (it is active). */
export async function workerReady(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 20_000,
  })
  await page.evaluate(() => navigator.serviceWorker.ready)
}

/**
 * Waits until `arrived` holds in the page: a new deploy has come. The browser checks for a
 * new worker as a visitor's browser does, here on request: while no new worker is on its way
 * (none found yet, or an install that failed on a busy machine), it asks again. The poll says
 * where it stood when it times out; a page reloading under it is polled again.
 */
export async function untilNewDeploy(
  page: Page,
  arrived: (arg: string | null) => boolean,
  arg: string | null = null,
): Promise<void> {
  const lookAgain = async () => {
    const registration = await navigator.serviceWorker.getRegistration()
    if (!registration) return 'no registration'
    // Where it stands, should the poll time out there: which worker, in which state.
    if (registration.installing) return `installing (${registration.installing.state})`
    if (registration.waiting) return 'waiting'
    await registration.update()
    return 'asked for an update'
  }
  await expect
    .poll(
      () =>
        page
          .evaluate(arrived, arg)
          .then((yes) => (yes ? 'arrived' : page.evaluate(lookAgain)))
          .catch(() => 'no answer (the page reloading?)'),
      { timeout: 60_000 },
    )
    .toBe('arrived')
}

/**
 * Waits until a new deploy's service worker controls the page (the one it had is in
 * `window.__before`).
 */
export const newWorkerTookOver = (page: Page): Promise<void> =>
  untilNewDeploy(page, () => {
    const now = navigator.serviceWorker.controller
    const before = (window as unknown as Record<string, unknown>).__before
    return now !== null && now !== before && now.state === 'activated'
  })
