import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { MAX_DRAFT_CHARS } from '../../src/lib/draftFit'
import { DRAFT_PAUSE_MS } from '../../src/lib/draftWriter'
import { pageFile, routeAt } from '../../src/routes'
import { holdFile } from './chunks'
import { appLive, pageOpener, url } from './harness'

// Chromium's alone: it counts the page's storage writes (or makes storage refuse them) with a
// script run before the page's own, which WebKit's classic WebDriver cannot add. What it
// checks is the app's own code (lib/draftWriter.ts, lib/draftFit.ts), not an engine's.
// The contact draft as a visitor meets it: written once typing pauses, as much of it as the
// tab's storage takes, and said honestly when it cannot all be kept.
const open = pageOpener()

const message = (page: Page) => page.locator('form').getByLabel('Message')

/** Counts the page's writes to session storage (window.__writes). */
const COUNT_WRITES = `if (location.protocol === 'http:') {
  window.__writes = 0
  const setItem = Storage.prototype.setItem
  window.__longestWrite = 0
  Storage.prototype.setItem = function (key, value) {
    if (this === sessionStorage) window.__writes++
    const start = performance.now()
    try {
      return setItem.call(this, key, value)
    } finally {
      window.__longestWrite = Math.max(window.__longestWrite, performance.now() - start)
    }
  }
}`
const writes = (page: Page) =>
  page.evaluate(() => (window as unknown as { __writes: number }).__writes)

describe('the contact draft', () => {
  test('a long text typed key by key is written after a pause, not on every key', async () => {
    const { page } = await open('/contact', { initScript: COUNT_WRITES })
    await message(page).fill('x'.repeat(1_000_000))
    await expect.poll(() => writes(page)).toBe(1)
    // Each key costs the input handler only: measured in the page, per key.
    const perKey = await page.evaluate(() => {
      const field = document.querySelector('textarea')!
      let spent = 0
      for (let i = 0; i < 20; i++) {
        field.setRangeText('y', field.value.length, field.value.length, 'end')
        const start = performance.now()
        field.dispatchEvent(new InputEvent('input', { bubbles: true }))
        spent += performance.now() - start
      }
      return spent / 20
    })
    console.log(`per key with 1 MB in the field: ${perKey.toFixed(2)} ms`)
    expect(await writes(page)).toBe(1)
    await expect.poll(() => writes(page), { timeout: DRAFT_PAUSE_MS * 10 }).toBe(2)
  })

  test('a text too large to keep keeps its beginning, says how much, and has it after a reload', async () => {
    const { page } = await open('/contact', { initScript: COUNT_WRITES })
    const huge = 'Lorem ipsum, dolor sit amet. '.repeat(Math.ceil((MAX_DRAFT_CHARS * 1.2) / 29))
    await message(page).fill(huge)
    const note = page.getByRole('status').filter({ hasText: 'too long to keep' })
    await note.waitFor()
    const said = /only the first ([\d,]+) characters are saved/.exec((await note.textContent())!)
    const chars = Number(said![1]!.replaceAll(',', ''))
    expect(chars).toBe(MAX_DRAFT_CHARS)
    expect(await writes(page)).toBe(1)
    const longest = await page.evaluate(
      () => (window as unknown as Record<string, number>).__longestWrite,
    )
    console.log(`the one write of ${MAX_DRAFT_CHARS} characters: ${longest!.toFixed(1)} ms`)

    await page.reload()
    const restored = page.getByRole('status').filter({ hasText: 'restored, but only its first' })
    await restored.waitFor()
    expect(await restored.textContent()).toContain(said![1])
    const text = await message(page).inputValue()
    expect(text).toHaveLength(chars)
    expect(huge.startsWith(text)).toBe(true)
  })

  test('storage that refuses every write is said once, and the text stays in the page', async () => {
    const { page } = await open('/contact', {
      initScript: `if (location.protocol === 'http:') {
        window.__writes = 0
        Storage.prototype.setItem = function () {
          window.__writes++
          throw new DOMException('The operation is insecure.', 'SecurityError')
        }
      }`,
    })
    const note = page
      .getByRole('status')
      .filter({ hasText: 'does not let the site keep your message' })
    await message(page).fill('Hello')
    await note.waitFor()
    const refused = await writes(page)
    await message(page).fill('Hello again')
    await page.locator('form').getByLabel('Name').fill('Sam')
    // The next write was refused too: still the one note.
    await expect.poll(() => writes(page)).toBeGreaterThan(refused)
    expect(await note.count()).toBe(1)
    expect(await message(page).inputValue()).toBe('Hello again')
  })
})

test('text typed into the pre-rendered form before the app is live is kept too', async () => {
  const session = await open(null, { initScript: COUNT_WRITES })
  const { page } = session
  // The page's code is held: the visitor types into the snapshot the head script showed.
  const contact = await holdFile(page, pageFile(routeAt('/contact').page))
  await page.goto(url('/contact'))
  await message(page).fill('Typed before the app was live')
  contact.release()
  await appLive(page)
  await expect.poll(() => writes(page)).toBe(1)
  await page.reload()
  await expect.poll(() => message(page).inputValue()).toBe('Typed before the app was live')
})
