import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { MENU_KEYWORD, MENU_TITLE } from '../../src/games/registry'
import { documentTitle, lazyRoutes } from '../../src/routes'
import { holdFile } from './chunks'
import { appLive, pageOpener, url } from './harness'

// The first screen paints from HTML before the app's code has run. Whatever a visitor does
// in that moment is not lost: keys typed and buttons pressed are held by the head script and
// handed to the app once it is live, and a link followed shows its route as the app would
// (src/head/earlyInput.ts, src/head/boot.ts).

const open = pageOpener()

/** Home painted from its HTML, with the app's entry held until `release()`. */
async function homeBeforeTheApp(): Promise<{ page: Page; release: () => void }> {
  const { page } = await open(null)
  const entry = await holdFile(page, 'index.html')
  await page.goto(url('/'), { waitUntil: 'commit' })
  await page.getByRole('heading', { level: 1 }).waitFor()
  expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined()
  return { page, release: entry.release }
}

describe('before the app is live', () => {
  test(`typing ${MENU_KEYWORD} opens the games menu once the app starts`, async () => {
    const { page, release } = await homeBeforeTheApp()
    await page.keyboard.type(MENU_KEYWORD)
    release()
    await appLive(page)
    await page.getByRole('dialog', { name: MENU_TITLE }).waitFor()
  })

  test('Skip to content, pressed before, moves focus to the content once the app starts', async () => {
    const { page, release } = await homeBeforeTheApp()
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content')
    await page.keyboard.press('Enter')
    release()
    await appLive(page)
    await page.waitForFunction(() => document.activeElement?.id === 'main')
  })

  const linked = lazyRoutes.find((route) => route.nav)!
  test(`a link to ${linked.path} followed before shows that route, titled and focused, and the app takes it over`, async () => {
    const { page, release } = await homeBeforeTheApp()
    const nav = page.getByRole('navigation')
    await nav.getByRole('link', { name: linked.nav!.label, exact: true }).click()
    const heading = page.getByRole('heading', { level: 1, name: linked.title, exact: true })
    await heading.waitFor()
    expect(await page.title()).toBe(documentTitle(linked.path))
    const current = () =>
      page.evaluate(() => ({
        current: document.querySelector('nav [aria-current]')?.textContent?.trim(),
        focused: document.activeElement?.tagName,
        text: document.activeElement?.textContent,
      }))
    const before = await current()
    expect(before).toEqual({ current: linked.nav!.label, focused: 'H1', text: linked.title })
    await page.evaluate(() => {
      ;(window as unknown as { __h1: Element | null }).__h1 = document.querySelector('main h1')
    })
    release()
    await appLive(page)
    expect(await current()).toEqual(before)
    // Hydrated, not rendered afresh: the heading the visitor is on is the same node.
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { __h1: Element | null }).__h1 ===
          document.querySelector('main h1'),
      ),
    ).toBe(true)
  })
})
