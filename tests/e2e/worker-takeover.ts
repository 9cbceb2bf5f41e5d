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
 * Waits until a new deploy's service worker controls the page (the one it had is in
 * `window.__before`). The browser checks for a new worker as a visitor's browser does, here on
 * request: while no new worker is on its way (none found yet, or an install that failed on a
 * busy machine), it asks again. The poll says where it stood when it times out.
 */
export async function newWorkerTookOver(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const now = navigator.serviceWorker.controller
          const before = (window as unknown as Record<string, unknown>).__before
          if (now !== null && now !== before && now.state === 'activated') return 'took over'
          const registration = await navigator.serviceWorker.getRegistration()
          if (!registration) return 'no registration'
          if (registration.installing || registration.waiting) return 'installing'
          await registration.update()
          return 'asked for an update'
        }),
      { timeout: 60_000 },
    )
    .toBe('took over')
}
