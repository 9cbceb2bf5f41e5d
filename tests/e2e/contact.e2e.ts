import type { Request } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { profileLinks } from '../../src/site.config'
import { FOOTER_YEAR } from './content'
import { frames, pageOpener } from './harness'

const open = pageOpener()

async function contactPage(options = {}) {
  const session = await open('/contact', options)
  const { page } = session
  await page.getByRole('heading', { name: 'Contact' }).waitFor()
  const posts: Request[] = []
  // Catch the form post at the network layer: nothing leaves the machine.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
    posts.push(route.request())
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Thanks</h1>' })
  })
  return { ...session, posts }
}

describe('contact', () => {
  test('the progress bar reads 0 to 100 with at most two decimals', async () => {
    const { page } = await contactPage({ height: 500 })
    const bar = page.getByRole('progressbar', { name: /Contact/ })
    const values: string[] = []
    const scrollY = () => page.evaluate(() => window.scrollY)
    for (let i = 0; i < 4; i++) {
      if (i > 0) {
        const before = await scrollY()
        await page.mouse.wheel(0, 150)
        await expect.poll(scrollY).toBeGreaterThan(before)
        // The bar follows on the next animation frame after a scroll.
        await frames(page)
      }
      values.push((await bar.getAttribute('aria-valuenow')) ?? '')
    }
    for (const v of values) {
      expect(v).toMatch(/^\d{1,3}(\.\d{1,2})?$/)
      expect(Number(v)).toBeGreaterThanOrEqual(0)
      expect(Number(v)).toBeLessThanOrEqual(100)
    }
    expect(Number(values[3])).toBeGreaterThan(Number(values[0]))
    const shown = await page
      .locator('#contact-heading + span, #contact-heading ~ span')
      .textContent()
    expect(shown).toMatch(/^\d{1,3}\.\d{2}%$/)
  })

  test('the form has the contract fields', async () => {
    const { page } = await contactPage()
    const form = page.locator('form')
    expect(await form.getAttribute('method')).toBe('post')
    expect(await form.getAttribute('action')).toMatch(/^https:\/\//)
    expect(await page.locator('form').getByLabel('Name').getAttribute('required')).not.toBeNull()
    expect(await page.locator('form').getByLabel('Email').getAttribute('type')).toBe('email')
    expect(await page.locator('form').getByLabel('Email').getAttribute('required')).not.toBeNull()
    const message = page.locator('form').getByLabel('Message')
    expect(await message.evaluate((el) => el.tagName)).toBe('TEXTAREA')
    expect(await message.getAttribute('rows')).toBe('4')
    const honeypot = page.locator('input[name="_gotcha"]')
    expect(await honeypot.getAttribute('type')).toBe('text')
    expect(await honeypot.isVisible()).toBe(false)
    expect(await page.getByRole('button', { name: 'Send' }).getAttribute('type')).toBe('submit')
    const footer = page.locator('footer')
    for (const { label } of profileLinks) {
      expect(await footer.getByRole('link', { name: label, exact: true }).count()).toBe(1)
    }
    expect(await footer.textContent()).toContain(FOOTER_YEAR)
  })

  test('a valid form posts natively to the endpoint with the four fields', async () => {
    const { page, posts } = await contactPage()
    const action = await page.locator('form').getAttribute('action')
    await page.locator('form').getByLabel('Name').fill('Sam Recruiter')
    await page.locator('form').getByLabel('Email').fill('sam.recruiter@example.com')
    await page.locator('form').getByLabel('Message').fill('We would like to interview you.')
    await Promise.all([
      page.waitForURL(action ?? ''),
      page.getByRole('button', { name: 'Send' }).click(),
    ])
    expect(posts).toHaveLength(1)
    const post = posts[0]!
    expect(post.method()).toBe('POST')
    expect(post.resourceType()).toBe('document')
    const body = new URLSearchParams(post.postData() ?? '')
    expect(Object.fromEntries(body)).toEqual({
      name: 'Sam Recruiter',
      email: 'sam.recruiter@example.com',
      message: 'We would like to interview you.',
      _gotcha: '',
    })
  })
})
