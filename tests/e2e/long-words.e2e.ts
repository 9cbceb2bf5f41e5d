import { describe, expect, test } from 'vitest'
import { screens } from '../../src/routes'
import { overflowsX } from './abuse-kit'
import { pageOpener } from './harness'

// Owners paste links into their content: one word of 120 characters with no place to break
// (Chromium breaks a URL after its slashes and hyphens, so this one has none past its host).
const open = pageOpener()
const LONG_WORD = `https://example.com/${'abcdefghij'.repeat(10)}`
const PHONE = { width: 320, height: 640 }

/**
 * Appends the long word to every text the page shows (each element with text of its own: a
 * description, a title, a tag, a bullet, the name in the header), as if the content had it,
 * and returns how many it changed.
 */
const insertEverywhere = (page: import('playwright-core').Page, word: string) =>
  page.evaluate((word) => {
    const skip = 'script, style, noscript, template, svg, [hidden], dialog:not([open])'
    const texts = [...document.body.querySelectorAll('*')].filter(
      (el) =>
        !el.closest(skip) &&
        [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()),
    )
    for (const el of texts) el.append(` ${word}`)
    return texts.length
  }, word)

/**
 * Where any text on the page reaches beyond the window, left or right: its element's tag.
 * Text hidden for screen readers only (clipped to nothing, as "Skip to content") is not shown.
 */
const textOutside = (page: import('playwright-core').Page) =>
  page.evaluate(() => {
    const clipped = (el: Element | null): boolean =>
      !!el && (getComputedStyle(el).clip.startsWith('rect(') || clipped(el.parentElement))
    const out: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    const range = document.createRange()
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || clipped(node.parentElement)) continue
      range.selectNodeContents(node)
      const r = range.getBoundingClientRect()
      if (r.width === 0 && r.height === 0) continue
      if (r.left < -0.5 || r.right > innerWidth + 0.5) {
        out.push(`${node.parentElement?.tagName}: ${node.textContent.trim().slice(0, 40)}`)
      }
    }
    return out
  })

describe('at 320 px, no page is wider than the phone', () => {
  test.each(screens.map((r) => r.path))('%s with its own content', async (path) => {
    const { page } = await open(path, PHONE)
    await page.locator('main h1').waitFor()
    expect(await overflowsX(page)).toBe(false)
    expect(await textOutside(page)).toEqual([])
  })

  test.each(screens.map((r) => r.path))(
    '%s with a 120-character word in every text',
    async (path) => {
      const { page } = await open(path, PHONE)
      await page.locator('main h1').waitFor()
      expect(await insertEverywhere(page, LONG_WORD)).toBeGreaterThan(3)
      expect(await overflowsX(page)).toBe(false)
      expect(await textOutside(page)).toEqual([])
    },
  )

  test('a project description with a pasted link wraps within its card', async () => {
    const { page } = await open('/projects', PHONE)
    const description = page.locator('main li.card p').filter({ hasNotText: /^\s*$/ }).nth(1)
    await description.evaluate((p, word) => p.append(` ${word}`), LONG_WORD)
    const [card, text] = await Promise.all([
      description.locator('xpath=ancestor::li[1]').boundingBox(),
      description.boundingBox(),
    ])
    expect(text!.x + text!.width).toBeLessThanOrEqual(card!.x + card!.width)
    expect(await overflowsX(page)).toBe(false)
  })
})
