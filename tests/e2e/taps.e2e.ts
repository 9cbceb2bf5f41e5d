import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { profile } from '../../src/content/profile'
import { axeViolations, pageOpener } from './harness'

const open = pageOpener()

const PHONE = { width: 375, height: 700, hasTouch: true, isMobile: true }

const heading = (page: Page) => page.getByRole('heading', { name: profile.name, level: 1 })
const menu = (page: Page) => page.getByRole('dialog', { name: 'Mini-games' })

/** Lets a frame go by: whatever a tap was going to open has rendered by then. */
const nextFrame = (page: Page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r))))

/** Waits until the app has hydrated Home: its layout effects have measured the header. */
const live = (page: Page) =>
  page.waitForFunction(() => document.documentElement.style.getPropertyValue('--header-h') !== '')

/** A phone on Home, the app live, with Playwright's clock installed. */
async function phone() {
  const session = await open('/', { ...PHONE, clock: true })
  await heading(session.page).waitFor()
  await live(session.page)
  return session
}

async function tap(page: Page, times: number) {
  for (let i = 0; i < times; i++) await heading(page).tap()
}

describe('on a phone, five taps on the name open the games', () => {
  test('five taps within three seconds open the menu; focus moves in and comes back', async () => {
    const { page } = await phone()
    expect(await heading(page).evaluate((h) => getComputedStyle(h).touchAction)).toBe(
      'manipulation',
    )
    await tap(page, 5)
    await menu(page).getByRole('button', { name: 'Guess' }).waitFor()
    expect(
      await menu(page).evaluate((m) => m.contains(document.activeElement)),
      'focus is in the menu',
    ).toBe(true)
    expect(await axeViolations(page)).toEqual([])
    await menu(page).getByRole('button', { name: 'Close Game' }).tap()
    await menu(page).waitFor({ state: 'detached' })
    expect(await heading(page).evaluate((h) => h === document.activeElement)).toBe(true)
  })

  test('four taps do nothing, nor five spread over more than three seconds', async () => {
    const { page } = await phone()
    await tap(page, 4)
    await nextFrame(page)
    expect(await menu(page).count()).toBe(0)
    await page.clock.fastForward(3100)
    await tap(page, 1)
    await nextFrame(page)
    expect(await menu(page).count(), 'the first four fell out of the window').toBe(0)
    await tap(page, 4)
    await menu(page).waitFor()
  })

  test('on a desktop, five clicks do it too', async () => {
    const { page } = await open('/')
    await live(page)
    for (let i = 0; i < 5; i++) await heading(page).click()
    await menu(page).waitFor()
  })
})
