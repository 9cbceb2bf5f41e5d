import { describe, expect, test } from 'vitest'
import { screens } from '../../src/routes'
import { addStyles, TEXT_SPACING } from '../text-spacing'
import { h1Shown, opensAt, pageOpener, waitFor } from './engine'

// Reflow in every engine: nothing sticks in short windows, and at 320 px neither text
// spacing nor a long word scrolls anything sideways. MiniBrowser's window stops at 447 px
// (decision 014): 320 px is not read in WebKit. Focus walked past what sticks:
// focus.flow.ts.

const open = pageOpener()

test.each(
  (
    [
      ['a short window', 1280, 450],
      ['400 % zoom', 320, 256],
    ] as const
  ).filter(([, width]) => opensAt(width)),
)('in %s (%i x %i) nothing sticks and the header scrolls away', async (_, width, height) => {
  // Home's 3D sphere draws: it is part of the page that scrolls.
  const page = await open('/', { width, height, webgl: true })
  await h1Shown(page)
  const positions = await page.evaluate(() =>
    [...document.querySelectorAll('header, [data-sticky]')].map(
      (el) => getComputedStyle(el).position,
    ),
  )
  expect(positions.length).toBeGreaterThan(1)
  expect(positions).not.toContain('sticky')
  await page.evaluate(() => window.scrollTo(0, 1500))
  await waitFor(page, () => window.scrollY > 1000, 'the page scrolled')
  expect(
    await page.evaluate(() => document.querySelector('header')!.getBoundingClientRect().bottom),
  ).toBeLessThanOrEqual(0)
})

const phoneDescribe = opensAt(320) ? describe : () => {}
phoneDescribe('text spacing at 320 px (WCAG 1.4.12)', () => {
  test.each(screens.map((r) => r.path))(
    'on %s the nav wraps and nothing scrolls sideways',
    async (route) => {
      const page = await open(route, { width: 320, height: 640 })
      await h1Shown(page)
      await page.evaluate(addStyles, TEXT_SPACING)
      const edges = await page.evaluate(() =>
        [...document.querySelectorAll('nav[aria-label="Main"] a[href]')].flatMap((a) => {
          const r = a.getBoundingClientRect()
          return [r.left, r.right]
        }),
      )
      expect(edges.length).toBeGreaterThan(0)
      expect(Math.min(...edges)).toBeGreaterThanOrEqual(0)
      expect(Math.max(...edges)).toBeLessThanOrEqual(320)
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth),
      ).toBe(false)
    },
  )
})

// Owners paste links into their content: one word of 120 characters with no place to break
// (Chromium breaks a URL after its slashes and hyphens, so this one has none past its host).
const LONG_WORD = `https://example.com/${'abcdefghij'.repeat(10)}`

/**
 * Appends `word` to every text the page shows (each element with text of its own: a
 * description, a title, a tag, a bullet, the name in the header), as if the content had it,
 * and returns how many it changed.
 */
const INSERT_EVERYWHERE = (word: string) => {
  const skip = 'script, style, noscript, template, svg, [hidden], dialog:not([open])'
  const texts = [...document.body.querySelectorAll('*')].filter(
    (el) =>
      !el.closest(skip) &&
      [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()),
  )
  for (const el of texts) el.append(` ${word}`)
  return texts.length
}

/**
 * What reaches beyond the window: whether the page scrolls sideways, and each text that
 * reaches out left or right, as its element's tag and its start. Text hidden for screen
 * readers only (clipped to nothing, as "Skip to content") is not shown.
 */
const OUTSIDE = () => {
  const clipped = (el: Element | null): boolean =>
    !!el && (getComputedStyle(el).clip.startsWith('rect(') || clipped(el.parentElement))
  const texts: string[] = []
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  const range = document.createRange()
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim() || clipped(node.parentElement)) continue
    range.selectNodeContents(node)
    const r = range.getBoundingClientRect()
    if (r.width === 0 && r.height === 0) continue
    if (r.left < -0.5 || r.right > innerWidth + 0.5) {
      texts.push(`${node.parentElement?.tagName}: ${node.textContent.trim().slice(0, 40)}`)
    }
  }
  return { scrolls: document.documentElement.scrollWidth > innerWidth, texts }
}

phoneDescribe('at 320 px, no page is wider than the phone', () => {
  test.each(screens.map((r) => r.path))(
    '%s with its own content, then with a 120-character word in every text',
    async (route) => {
      const page = await open(route, { width: 320, height: 640 })
      await h1Shown(page)
      expect(await page.evaluate(OUTSIDE)).toEqual({ scrolls: false, texts: [] })
      expect(await page.evaluate(INSERT_EVERYWHERE, LONG_WORD)).toBeGreaterThan(3)
      expect(await page.evaluate(OUTSIDE)).toEqual({ scrolls: false, texts: [] })
    },
  )

  test('a project description with a pasted link wraps within its card', async () => {
    const page = await open('/projects', { width: 320, height: 640 })
    await h1Shown(page)
    const edges = await page.evaluate((word: string) => {
      const description = [...document.querySelectorAll('main li.card p')].filter((p) =>
        p.textContent?.trim(),
      )[1]!
      description.append(` ${word}`)
      return {
        text: description.getBoundingClientRect().right,
        card: description.closest('li')!.getBoundingClientRect().right,
      }
    }, LONG_WORD)
    expect(edges.text).toBeLessThanOrEqual(edges.card)
    expect(await page.evaluate(OUTSIDE)).toEqual({ scrolls: false, texts: [] })
  })
})
