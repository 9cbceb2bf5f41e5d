import { describe, expect, test } from 'vitest'
import { EMAIL_ERROR } from '../../src/lib/email'
import { FORM_ENDPOINT } from '../../src/site.config'
import type { EnginePage } from './drivers/types'
import { find, pageOpener, waitFor } from './engine'

const open = pageOpener()

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
  test('a bad email alerts, sends nothing and keeps what was typed', async () => {
    const page = await open('/contact')
    await page.evaluate(RECORD_POST)
    await page.type(field('name'), 'Sam Recruiter')
    await page.type(field('email'), 'sam@example')
    // Two lines: Enter in the message is a line break, not a send.
    await page.type(field('message'), 'Hello there,')
    await page.press('Enter')
    await page.keys('let us talk.')
    const send = await find(page, { role: 'button', name: 'Send', within: 'form' })
    expect(await page.acceptAlert(() => page.click(send))).toBe(EMAIL_ERROR)
    expect(await page.evaluate(() => document.documentElement.dataset.posted ?? null)).toBeNull()
    expect(await value(page, 'name')).toBe('Sam Recruiter')
    expect(await value(page, 'email')).toBe('sam@example')
    expect(await value(page, 'message')).toBe('Hello there,\nlet us talk.')
    expect(await page.attribute(field('email'), 'aria-invalid')).toBe('true')
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
