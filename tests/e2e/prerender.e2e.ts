import { describe, expect, test } from 'vitest'
import { baseURL, url, useBrowser } from './harness'

const open = useBrowser()

describe('pre-rendered Home', () => {
  test('with JavaScript off, About and Skills are readable and the form still posts', async () => {
    const { page } = await open(null, { javaScriptEnabled: false })
    await page.goto(baseURL())
    await expect(
      page.getByRole('heading', { name: 'About', exact: true }).isVisible(),
    ).resolves.toBe(true)
    await expect(
      page.getByRole('heading', { name: 'Skills', exact: true }).isVisible(),
    ).resolves.toBe(true)
    expect(await page.getByText('Sept 2022 - May 2026').isVisible()).toBe(true)
    expect(await page.getByRole('heading', { name: 'Currently Learning' }).isVisible()).toBe(true)

    const posts: string[] = []
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
      posts.push(route.request().postData() ?? '')
      return route.fulfill({ status: 200, contentType: 'text/html', body: 'ok' })
    })
    const form = page.locator('form[method="post"]')
    await form.getByLabel('Name').fill('No Script')
    await form.getByLabel('Email').fill('no.script@example.com')
    await form.getByLabel('Message').fill('Posted without JavaScript.')
    await form.getByRole('button', { name: 'Send' }).click()
    await page.waitForLoadState()
    await expect.poll(() => posts.length).toBe(1)
    expect(new URLSearchParams(posts[0]).get('message')).toBe('Posted without JavaScript.')
  })

  test('hydrates without a mismatch', async () => {
    const { page, problems } = await open(null)
    await page.goto(baseURL())
    await page.getByRole('heading', { name: 'About', exact: true }).waitFor()
    // The app is live once the header's scroll spy responds to scrolling.
    await page.waitForLoadState('networkidle')
    expect(problems).toEqual([])
    expect(await page.locator('#root').evaluate((el) => el.children.length)).toBeGreaterThan(0)
  })

  test('the pre-rendered markup is what the app itself renders', async () => {
    const { page } = await open(null)
    const markup = () =>
      page.evaluate(() => {
        const about = document.getElementById('about')?.cloneNode(true) as HTMLElement
        about.querySelectorAll('[role=progressbar]').forEach((bar) => {
          bar.remove()
        })
        // Elements with their attributes in a fixed order, and text.
        const describe = (node: Node): string => {
          if (!(node instanceof Element))
            return node.nodeType === Node.TEXT_NODE ? (node.textContent ?? '') : ''
          const attrs = [...node.attributes].map((a) => `${a.name}="${a.value}"`).sort()
          return `<${node.tagName} ${attrs.join(' ')}>${[...node.childNodes].map(describe).join('')}>`
        }
        return describe(document.querySelector('header')!) + describe(about)
      })
    await page.goto(baseURL())
    await page.getByRole('heading', { name: 'About', exact: true }).waitFor()
    const hydrated = await markup()
    await page.goto(url('/courses'))
    await page.getByRole('heading', { name: 'Junior' }).waitFor()
    await page.getByRole('link', { name: 'Home', exact: true }).click()
    await page.getByRole('heading', { name: 'About', exact: true }).waitFor()
    expect(hydrated).toBe(await markup())
  })

  test('the HTML of / carries Home before any script runs', async () => {
    const { page } = await open(null)
    const html = await (await page.request.get(baseURL())).text()
    expect(html).toContain('Sept 2022 - May 2026')
    expect(html).toContain('Currently Learning')
    expect(html).not.toMatch(/<link rel="stylesheet"/)
  })

  test('a deep link never shows Home first', async () => {
    const { page } = await open(null, {
      initScript: `
        window.__homeSeen = false
        new MutationObserver(() => {
          const about = document.getElementById('about-heading')
          if (about && about.checkVisibility({ visibilityProperty: true })) window.__homeSeen = true
        }).observe(document, { subtree: true, childList: true, attributes: true })
      `,
    })
    await page.goto(url('/projects'))
    await page.getByRole('heading', { name: 'Projects', exact: true }).waitFor()
    expect(
      await page.evaluate(() => (window as unknown as { __homeSeen: boolean }).__homeSeen),
    ).toBe(false)
    expect(
      await page.evaluate(() => document.documentElement.classList.contains('deep-link')),
    ).toBe(false)
  })
})
