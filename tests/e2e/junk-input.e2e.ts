import type { Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { findGame } from '../../src/games/registry'
import { FIRST_COURSE_HEADING } from '../content'
import { openGame, overflowsX } from './abuse-kit'
import { frames, pageOpener } from './harness'

// Chromium's: it pastes from the clipboard, whose permission only Chromium's protocol grants
// a test.
const open = pageOpener()

// 100 KB with no space to break at: words, digits, accents, emoji and Arabic run together.
const LONG = 'Lorem1234ÉÇ😀مرحبا'.repeat(Math.ceil(100_000 / 17)).slice(0, 100_000)

const JUNK: readonly [string, string][] = [
  ['100 KB without a space', LONG],
  ['emoji sequences', '👩‍💻🏳️‍🌈🤷🏽‍♀️🧑🏿‍🚀'.repeat(40)],
  ['right-to-left text and overrides', 'مرحبا بالعالم שלום עולם \u202Egnp.exe\u202C \u200F'],
  ['an HTML image with onerror', '<img src=x onerror=alert(1)>'],
  ['script and svg markup', '"><script>alert(1)</script><svg onload=alert(2)>'],
  ['a javascript: URL and entities', 'javascript:alert(1)//&lt;b&gt;&#x3C;i&#x3E;'],
]

/** What the page must not do with junk: run it, add markup from it, or grow wider than the phone. */
async function expectHarmless(page: Page, dialogs: string[]): Promise<void> {
  expect(dialogs, 'no script ran').toEqual([])
  const injected = await page.evaluate(() => ({
    images: document.querySelectorAll('img[src="x"], svg[onload]').length,
    scripts: [...document.scripts].filter((s) => s.textContent?.includes('alert')).length,
  }))
  expect(injected).toEqual({ images: 0, scripts: 0 })
  expect(await overflowsX(page), 'the page is no wider than the viewport').toBe(false)
}

// Puts text on the clipboard and pastes it into the focused field, as a visitor would.
async function paste(page: Page, text: string): Promise<void> {
  await page.evaluate((t) => navigator.clipboard.writeText(t), text)
  await page.keyboard.press('ControlOrMeta+V')
}

async function phone(route: string) {
  const session = await open(route, {
    width: 375,
    height: 700,
    permissions: ['clipboard-read', 'clipboard-write'],
  })
  const dialogs: string[] = []
  session.page.on('dialog', (d) => {
    dialogs.push(`${d.type()}: ${d.message()}`)
    void d.dismiss()
  })
  return { ...session, dialogs }
}

test.each(JUNK)(
  'Guess takes %s: not a valid number, nothing runs, layout holds',
  async (_, junk) => {
    const { page, dialogs } = await phone('/courses')
    await page.getByRole('heading', { name: FIRST_COURSE_HEADING, exact: true }).waitFor()
    const dialog = await openGame(page, findGame('guess'))
    const field = dialog.getByRole('textbox', { name: 'Guess' })
    await field.click()
    await paste(page, junk)
    expect(await field.inputValue()).toBe(junk)
    await expectHarmless(page, dialogs)
    const box = (await dialog.boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(375)

    await dialog.getByRole('button', { name: 'Guess' }).click()
    await dialog.getByRole('status').getByText('Please enter a valid number.').waitFor()
    expect(await dialog.getByText('Attempts: 0').count()).toBe(1)
    await expectHarmless(page, dialogs)
  },
)

test.each(JUNK)('the contact form takes %s, keeps it and runs nothing', async (_, junk) => {
  const { page, dialogs } = await phone('/contact')
  const form = page.locator('form')
  const fields = ['Name', 'Email', 'Message'].map((label) => form.getByLabel(label))
  for (const field of fields) {
    await field.click()
    await paste(page, junk)
  }
  const kept = async () => Promise.all(fields.map((field) => field.inputValue()))
  expect(await kept()).toEqual([junk, junk, junk])
  await expectHarmless(page, dialogs)

  await page.reload()
  // The page shows its snapshot first; the app then puts the draft back and says so.
  await form.getByRole('status').waitFor()
  expect(await kept()).toEqual([junk, junk, junk])
  await expectHarmless(page, dialogs)

  // The browser's own email check stops the post before the script's: nothing leaves, nothing is lost.
  const before = page.url()
  await page.getByRole('button', { name: 'Send' }).click()
  await frames(page, 5)
  expect(page.url()).toBe(before)
  expect(
    await form.getByLabel('Email').evaluate((el) => (el as HTMLInputElement).validity.valid),
  ).toBe(false)
  expect(await kept()).toEqual([junk, junk, junk])
  await expectHarmless(page, dialogs)
})
