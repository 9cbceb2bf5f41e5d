import type { Locator, Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { findGame, games } from '../../src/games/registry'
import { SPHERE_HELP, SPHERE_ROLE } from '../../src/sphere/describe'
import { CONTRAST_SCRIPT } from '../contrast'
import { pixels } from '../flows/pixels'
import { openGame } from './abuse-kit'
import { axeViolations, pageOpener, url } from './harness'
import { SCREEN_HEADINGS } from './screens'

// What a hand audit against WCAG 2.2 AA found and axe does not: focus indicators, forced
// colours, single-tap 2048, the sphere's role in Chromium's accessibility tree. Target
// spacing in the header, the About jump's focus and the headings' rings are read in every
// engine (tests/flows/a11y.flow.ts, tests/flows/routes.flow.ts), and so is the contrast of
// what is not text: the contact fields' borders (contact.flow.ts), the Guess field's border
// and 2048's empty cells (games.flow.ts).

const open = pageOpener()

/** Every screen, and the 404 page (an address the route table does not know). */
const SCREENS = [...SCREEN_HEADINGS.map(([path]) => path), '/no-such-page']

declare global {
  interface Window {
    /** What tabThrough has focused so far. */
    __tabbed: Set<Element | null>
  }
}

interface FocusLook {
  /** What it is, for messages: tag, name and text. */
  what: string
  visible: boolean
  style: string
  width: number
  /**
   * The outline's contrast with the colour around the element, where the outline is drawn: a
   * translucent outline as it shows over that colour.
   */
  contrast: number
}

/** How the focused element looks: its outline and that outline's contrast with its surroundings. */
function focusLook(page: Page): Promise<FocusLook | null> {
  return page.evaluate(() => {
    const el = document.activeElement
    if (!el || el === document.body) return null
    const s = getComputedStyle(el)
    const { rgba, shown, ratio } = window.__contrast
    const label = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? ''
    const around = shown(el.parentElement)
    const [r = 0, g = 0, b = 0, a = 1] = rgba(s.outlineColor)
    const outline = [r, g, b].map((v, i) => v * a + around[i]! * (1 - a))
    return {
      what: `<${el.tagName.toLowerCase()}> ${label}`,
      visible: el.matches(':focus-visible'),
      style: s.outlineStyle,
      width: Number.parseFloat(s.outlineWidth),
      contrast: ratio(outline, around),
    }
  })
}

/**
 * Tabs through everything focusable from the top (or, in a dialog, round its focus trap) and
 * returns how each element looked while focused, in Tab order.
 */
async function tabThrough(page: Page): Promise<FocusLook[]> {
  const seen: FocusLook[] = []
  await page.evaluate(() => {
    window.__tabbed = new Set()
  })
  for (let i = 0; i < 200; i++) {
    await page.keyboard.press('Tab')
    const again = await page.evaluate(() => {
      const el = document.activeElement
      if (window.__tabbed.has(el)) return true
      window.__tabbed.add(el)
      return false
    })
    const look = again ? null : await focusLook(page)
    if (!look) break
    seen.push(look)
  }
  return seen
}

function expectOutlines(looks: FocusLook[]) {
  expect(looks.length).toBeGreaterThan(0)
  for (const look of looks) {
    expect(look.visible, look.what).toBe(true)
    expect(look.style, look.what).toBe('solid')
    expect(look.width, look.what).toBeGreaterThanOrEqual(2)
    expect(look.contrast, look.what).toBeGreaterThanOrEqual(3)
  }
}

describe('the focus indicator (2.4.7, 2.4.13 and 1.4.11)', () => {
  test.each(SCREENS)(
    'on %s every focusable thing shows a solid 2 px outline at 3:1 or more when focused',
    async (route) => {
      const { page } = await open(route, { initScript: CONTRAST_SCRIPT })
      expectOutlines(await tabThrough(page))
    },
  )

  test.each(games.map((g) => g.id))(
    'in the game %s every control shows the same outline',
    async (id) => {
      const { page } = await open('/', { initScript: CONTRAST_SCRIPT })
      await openGame(page, findGame(id))
      expectOutlines(await tabThrough(page))
    },
  )
})

/**
 * Forced colours paint every outline in a system colour, a transparent one too: what is
 * focused must still differ from what is not.
 */
describe('forced colours: focused differs from unfocused (2.4.7)', () => {
  /** Opens a route with forced colours (Windows High Contrast) emulated. */
  const openForced = async (route: string) => (await open(route, { forcedColors: 'active' })).page

  /** No element that could take focus draws an outline while it does not have it. */
  const restingOutlines = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('a[href], button, input, textarea, select, [tabindex]')]
        .filter((el) => el !== document.activeElement)
        .filter((el) => {
          const s = getComputedStyle(el)
          return s.outlineStyle !== 'none' && Number.parseFloat(s.outlineWidth) > 0
        })
        .map((el) => `<${el.tagName.toLowerCase()}> ${el.textContent?.trim().slice(0, 30)}`),
    )

  /**
   * How much more ink the ring around `target` (6 px wide, where an outline is drawn) has when
   * it is focused from the keyboard than when it is not, in lines of 1 px all round it (a 2 px outline adds about 2, or less where it meets a neighbour). Ink is
   * anything far from the colour in the ring's corner, the background: an outline painted in
   * another system colour at rest counts on both sides.
   */
  async function focusInk(page: Page, target: Locator): Promise<number> {
    const box = (await target.boundingBox())!
    const m = 6
    const clip = {
      x: box.x - m,
      y: box.y - m,
      width: box.width + 2 * m,
      height: box.height + 2 * m,
    }
    const ringInk = (png: Buffer) => {
      const data = pixels(png)
      const width = Math.round(clip.width)
      const [r, g, b] = [data[0]!, data[1]!, data[2]!]
      let ink = 0
      for (let i = 0; i < data.length; i += 4) {
        const [x, y] = [(i / 4) % width, Math.floor(i / 4 / width)]
        const inside = x >= m - 1 && x <= box.width + m && y >= m - 1 && y <= box.height + m
        if (inside) continue
        if (Math.abs(data[i]! - r) + Math.abs(data[i + 1]! - g) + Math.abs(data[i + 2]! - b) > 96)
          ink++
      }
      return ink
    }
    await page.keyboard.press('Shift')
    await target.focus()
    expect(await target.evaluate((el) => el.matches(':focus-visible'))).toBe(true)
    const focused = ringInk(await page.screenshot({ clip }))
    await target.evaluate((el: HTMLElement) => el.blur())
    const unfocused = ringInk(await page.screenshot({ clip }))
    return (focused - unfocused) / (2 * (box.width + box.height))
  }

  test.each(SCREENS)('on %s nothing unfocused draws an outline', async (route) => {
    const page = await openForced(route)
    await page.locator('main h1, main h2').first().waitFor()
    expect(await restingOutlines(page)).toEqual([])
  })

  test('year buttons, project links and Home look different when focused', async () => {
    const page = await openForced('/projects')
    const years = page.getByRole('navigation', { name: 'Project years' }).getByRole('button')
    const targets = [
      ...(await years.all()),
      page.locator('main h3 a').first(),
      page.getByRole('link', { name: 'Home', exact: true }),
    ]
    for (const target of targets) expect(await focusInk(page, target)).toBeGreaterThanOrEqual(0.5)
  })

  test('course links, Send and the 404 button look different when focused', async () => {
    const page = await openForced('/courses')
    await page.locator('main h3 a').first().waitFor()
    expect(await focusInk(page, page.locator('main h3 a').first())).toBeGreaterThanOrEqual(0.5)
    await page.goto(url('/contact'))
    const send = page.getByRole('button', { name: 'Send' })
    expect(await focusInk(page, send)).toBeGreaterThanOrEqual(0.5)
    await page.goto(url('/no-such-page'))
    const home = page.getByRole('link', { name: 'Go to Home Page' })
    expect(await focusInk(page, home)).toBeGreaterThanOrEqual(0.5)
  })

  test.each(games.map((g) => g.id))('every button of the game %s does too', async (id) => {
    const page = await openForced('/')
    const dialog = await openGame(page, findGame(id))
    expect(await restingOutlines(page)).toEqual([])
    for (const button of await dialog.getByRole('button').all()) {
      if (await button.isDisabled()) continue
      expect(await focusInk(page, button)).toBeGreaterThanOrEqual(0.5)
    }
  })
})

describe('2048 by single taps (2.5.1, 2.5.7)', () => {
  test('on a 375 px touch screen each move button moves the board with one tap', async () => {
    // Math.random at 0: the first tiles and each new one take the first empty cells, so every
    // move in this order changes the board.
    const { page } = await open('/', {
      width: 375,
      height: 740,
      hasTouch: true,
      isMobile: true,
      initScript: 'Math.random = () => 0',
    })
    const dialog = await openGame(page, findGame('g2048'))
    const board = () =>
      dialog.getByRole('gridcell').evaluateAll((cells) => cells.map((c) => c.textContent))
    const moves = dialog.getByRole('group', { name: 'Moves' })
    const names = ['Left', 'Right', 'Down', 'Up']
    expect(await moves.getByRole('button').allTextContents()).toHaveLength(names.length)
    for (const name of names) {
      const button = moves.getByRole('button', { name, exact: true })
      const box = (await button.boundingBox())!
      expect(Math.min(box.width, box.height), `${name} is an easy target`).toBeGreaterThanOrEqual(
        44,
      )
      const before = await board()
      await button.tap()
      const tapped = await board()
      expect(tapped).not.toEqual(before)
    }
  })
})

describe('the skill sphere says what it is and how to use it (4.1.2)', () => {
  const openWithWebGL = pageOpener({ webgl: true })

  test('drawn, it is a focusable application, described, holding the named image', async () => {
    const { page } = await openWithWebGL('/', { width: 1280, height: 800, reducedMotion: 'reduce' })
    const image = page.getByRole('img', { name: /skill sphere/ })
    await image.scrollIntoViewIfNeeded()
    await page.getByRole('img', { name: /Interactive skill sphere/ }).waitFor({ timeout: 20_000 })
    // Chromium's own accessibility tree, as a screen reader gets it.
    const cdp = await page.context().newCDPSession(page)
    const { root } = await cdp.send('DOM.getDocument')
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: '[role="application"]',
    })
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
      nodeId,
      fetchRelatives: false,
    })
    await cdp.detach()
    const node = nodes[0]!
    const property = (name: string) => node.properties?.find((p) => p.name === name)?.value.value
    expect(node.role?.value).toBe('application')
    expect(node.name?.value).toBe('Skills')
    expect(node.description?.value).toBe(SPHERE_HELP)
    expect(property('roledescription')).toBe(SPHERE_ROLE)
    expect(property('focusable')).toBe(true)

    const host = page.getByRole('application', { name: 'Skills' })
    expect(await host.evaluate((el, img) => el.contains(img), await image.elementHandle())).toBe(
      true,
    )
    expect(await image.locator('canvas').count()).toBe(1)
    // Reached by the keyboard, it shows the site's outline.
    await page.keyboard.press('Shift')
    await host.focus()
    expect(await host.evaluate((el) => el.matches(':focus-visible'))).toBe(true)
    const outline = await host.evaluate((el) => getComputedStyle(el).outlineStyle)
    expect(outline).toBe('solid')
    // axe agrees with the roles and names of Home with the sphere drawn and focused.
    expect(await axeViolations(page)).toEqual([])
  })
})
