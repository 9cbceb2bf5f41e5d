import { describe, expect, test } from 'vitest'
import { games, MENU_KEYWORD } from '../../src/games/registry'
import { EMAIL_ERROR } from '../../src/lib/email'
import { FORM_ENDPOINT, profileLinks } from '../../src/site.config'
import { COPYRIGHT } from '../content'
import { INSTALL_CONTRAST } from '../contrast'
import type { EnginePage } from './drivers/types'
import { everyPartHydrated, find, frames, pageOpener, waitFor } from './engine'

// The contact form and its page, read in every engine. What needs Chromium's protocol stays
// in tests/e2e/contact.e2e.ts: the post read as the request the browser sends.

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
  test('the form has the contract fields, the footer, the one contentinfo landmark, every profile link in order with its icon, and the copyright; the progress reads 0 to 100 with at most two decimals as the page scrolls, and shows beside the heading as a percentage', async () => {
    const page = await open('/contact', { height: 500 })
    // The icons name their sprite once every part has hydrated.
    await everyPartHydrated(page)
    const seen = await page.evaluate(() => {
      const form = document.querySelector('form')!
      // Each field as "tag type rows required shown: its label's text (the words only)".
      const field = (name: string) => {
        const el = form.querySelector<HTMLInputElement>(`[name="${name}"]`)!
        const label = el.labels?.[0]?.firstChild?.textContent?.trim() ?? ''
        const shown = el.getClientRects().length > 0 ? 'shown' : 'hidden'
        return `${el.tagName} ${el.getAttribute('type') ?? el.getAttribute('rows')} ${el.required} ${shown}: ${label}`
      }
      const footer = [...document.querySelectorAll('footer')].at(-1)
      return {
        form: `${form.getAttribute('method')} ${form.getAttribute('action')}`,
        fields: ['name', 'email', 'message', '_gotcha'].map(field),
        send: [...form.querySelectorAll('button')].map((b) => `${b.type} ${b.textContent?.trim()}`),
        footer: footer?.textContent?.replace(/\s+/g, ' '),
        links: [...(footer?.querySelectorAll('a') ?? [])].map((a) => ({
          label: a.getAttribute('aria-label') ?? a.textContent?.trim(),
          href: a.getAttribute('href'),
        })),
        icons: [...(footer?.querySelectorAll('a use') ?? [])].map((u) => u.getAttribute('href')),
        // The footers that are the page's contentinfo landmark: outside main and every
        // other sectioning element.
        landmarks: [...document.querySelectorAll('footer')].filter(
          (f) => !f.closest('article, aside, main, nav, section'),
        ).length,
      }
    })
    expect(FORM_ENDPOINT).toMatch(/^https:\/\//)
    expect(seen.form).toBe(`post ${FORM_ENDPOINT}`)
    expect(seen.fields).toEqual([
      'INPUT text true shown: Name',
      'INPUT email true shown: Email',
      'TEXTAREA 4 true shown: Message',
      'INPUT text false hidden: ',
    ])
    expect(seen.send).toEqual(['submit Send'])
    // Each field's border reaches 3:1 against the field and the card around it (WCAG 1.4.11).
    await page.evaluate(INSTALL_CONTRAST)
    const borders = await page.evaluate(() =>
      [
        ...document.querySelectorAll(
          'form input:not([type=hidden]):not([name=_gotcha]), form textarea',
        ),
      ].map((field) => {
        const { rgba, shown, ratio } = window.__contrast
        const border = rgba(getComputedStyle(field).borderTopColor).slice(0, 3)
        return Math.min(ratio(border, shown(field)), ratio(border, shown(field.parentElement)))
      }),
    )
    expect(borders).toHaveLength(3)
    for (const r of borders) expect(r).toBeGreaterThanOrEqual(3)
    // Every profile link of the site config, in order, with its icon; the copyright line.
    expect(seen.links).toEqual(profileLinks.map(({ label, href }) => ({ label, href })))
    expect(seen.icons).toEqual(profileLinks.map((l) => `icons.svg#${l.icon.replace(':', '-')}`))
    expect(seen.footer).toContain(COPYRIGHT)
    expect(seen.landmarks, 'the contentinfo footers').toBe(1)

    const bar = '[role="progressbar"][aria-label^="Contact "]'
    const values: string[] = []
    for (let i = 0; i < 4; i++) {
      if (i > 0) {
        const before = await page.evaluate(() => scrollY)
        await page.evaluate(() => window.scrollBy({ top: 150, behavior: 'instant' }))
        await waitFor(page, (b: number) => scrollY > b, 'the page to scroll', [before])
        // The bar follows on the next animation frame after a scroll.
        await frames(page)
      }
      values.push((await page.attribute(bar, 'aria-valuenow')) ?? '')
    }
    for (const v of values) {
      expect(v).toMatch(/^\d{1,3}(\.\d{1,2})?$/)
      expect(Number(v)).toBeGreaterThanOrEqual(0)
      expect(Number(v)).toBeLessThanOrEqual(100)
    }
    expect(Number(values[3])).toBeGreaterThan(Number(values[0]))
    // Padded with figure spaces to the width of "100.00%" (text() trims them).
    expect(await page.text('#contact-heading ~ span')).toMatch(/^\d{1,3}\.\d{2}%$/)
  })

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
