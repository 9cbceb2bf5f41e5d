import { describe, expect, test } from 'vitest'
import { games, MENU_KEYWORD } from '../../src/games/registry'
import { EMAIL_ERROR } from '../../src/lib/email'
import { FORM_ENDPOINT } from '../../src/site.config'
import type { EnginePage } from './drivers/types'
import { find, pageOpener, waitFor } from './engine'

const open = pageOpener()

/** Every game's keyword and the menu's, as a visitor might type them in a message. */
const KEYWORDS = [...games.map((g) => g.keyword), MENU_KEYWORD].join(' ')

const field = (name: string) => `form [name="${name}"]`
const value = (page: EnginePage, name: string) =>
  page.evaluate(
    (sel: string) => (document.querySelector(sel) as HTMLInputElement).value,
    field(name),
  )

/**
 * Records the form's native post instead of letting it leave for the form service: the
 * form's own submit() (what the page calls for a valid form) notes the method, the action
 * and the fields it would send. Classic WebDriver cannot intercept the network; Chromium's
 * suite also reads the request itself (tests/e2e/contact.e2e.ts).
 */
const RECORD_POST = () => {
  HTMLFormElement.prototype.submit = function (this: HTMLFormElement) {
    const post = {
      method: this.method,
      action: this.action,
      fields: Object.fromEntries(new FormData(this)),
    }
    document.documentElement.dataset.posted = JSON.stringify(post)
  }
}

describe('contact form', () => {
  test('a bad email alerts, sends nothing and keeps what was typed; game keywords typed in the fields open no game', async () => {
    const page = await open('/contact')
    await page.evaluate(RECORD_POST)
    await page.type(field('name'), `Sam ${KEYWORDS}`)
    await page.type(field('email'), 'sam@example')
    // Two lines: Enter in the message is a line break, not a send.
    await page.type(field('message'), 'Hello there,')
    await page.press('Enter')
    await page.keys(`let us talk ${KEYWORDS}.`)
    const send = await find(page, { role: 'button', name: 'Send', within: 'form' })
    expect(await page.acceptAlert(() => page.click(send))).toBe(EMAIL_ERROR)
    expect(await page.evaluate(() => document.documentElement.dataset.posted ?? null)).toBeNull()
    expect(await value(page, 'name')).toBe(`Sam ${KEYWORDS}`)
    expect(await value(page, 'email')).toBe('sam@example')
    expect(await value(page, 'message')).toBe(`Hello there,\nlet us talk ${KEYWORDS}.`)
    expect(await page.attribute(field('email'), 'aria-invalid')).toBe('true')
    // Keys are handled in order: had a keyword in a field opened a dialog, a game's keyword
    // typed outside the fields would not open its game (the buffer pauses under a dialog).
    expect(await page.evaluate(() => document.querySelector('[role="dialog"]'))).toBeNull()
    await page.click('main h1')
    await page.keys(games[0]!.keyword)
    await waitFor(
      page,
      (t: string) =>
        document.getElementById(
          document.querySelector('[role="dialog"]')?.getAttribute('aria-labelledby') ?? '',
        )?.textContent === t,
      `the dialog ${games[0]!.title}`,
      [games[0]!.title],
    )
  })

  test('a valid form posts natively to the endpoint with its four fields', async () => {
    const page = await open('/contact')
    await page.evaluate(RECORD_POST)
    await page.type(field('name'), 'Sam Recruiter')
    await page.type(field('email'), 'sam.recruiter@example.com')
    await page.type(field('message'), 'We would like to interview you.')
    await page.click(await find(page, { role: 'button', name: 'Send', within: 'form' }))
    const posted = await waitFor(page, () => document.documentElement.dataset.posted, 'the post')
    expect(JSON.parse(posted ?? '')).toEqual({
      method: 'post',
      action: FORM_ENDPOINT,
      fields: {
        name: 'Sam Recruiter',
        email: 'sam.recruiter@example.com',
        message: 'We would like to interview you.',
        _gotcha: '',
      },
    })
  })
})
