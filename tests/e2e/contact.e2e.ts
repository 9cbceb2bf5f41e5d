import type { Request } from 'playwright-core'
import { expect, test } from 'vitest'
import { pageOpener } from './harness'

// Chromium's alone: the post read as the request the browser sends, which needs the
// protocol's request routing (classic WebDriver cannot intercept the network). The form's
// fields, the footer, the progress, a bad email and the post the form's submit() makes are
// read in every engine (tests/flows/contact.flow.ts).

const open = pageOpener()

test('a valid form posts natively to the endpoint with the four fields', async () => {
  const { page } = await open('/contact')
  await page.getByRole('heading', { name: 'Contact' }).waitFor()
  const posts: Request[] = []
  // Catch the form post at the network layer: nothing leaves the machine.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
    posts.push(route.request())
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Thanks</h1>' })
  })
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
