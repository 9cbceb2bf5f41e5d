import { describe, expect, test } from 'vitest'
import { findGame, MENU_KEYWORD, MENU_TITLE } from '../../src/games/registry'
import { INSTALL_CONTRAST } from '../contrast'
import type { EnginePage } from '../flows/drivers/types'
import { abilities, pageOpener, waitFor } from '../flows/engine'

// Firefox's "Override colours: Always" with the light palette replaces the page's colours with
// black on white. Button labels and focus outlines must follow: with a dark colour scheme
// declared for the document they came out near-white on that white (1.03:1). Chromium's
// forced-colours emulation never showed it, so it is read here, in Firefox.

const open = pageOpener()

/**
 * The contrast of each visible element matching `selector` with what is behind it: its label
 * (`color`) against its own background or the first opaque one around it, or its focus
 * outline (`outlineColor`, drawn outside it) against its parent's; the palette's white when
 * nothing is opaque. As "name ratio:1" lines, rounded down to a hundredth.
 */
const contrasts = async (page: EnginePage, selector: string, part: 'color' | 'outlineColor') => {
  await page.evaluate(INSTALL_CONTRAST)
  return page.evaluate(
    (sel: string, prop: 'color' | 'outlineColor') => {
      const { rgba: rgb, ratio: contrast } = window.__contrast
      const behind = (from: Element | null) => {
        for (let el = from; el; el = el.parentElement) {
          const colour = rgb(getComputedStyle(el).backgroundColor)
          if ((colour[3] ?? 1) > 0) return colour
        }
        return [255, 255, 255]
      }
      return [...document.querySelectorAll(sel)]
        .filter((el) => el.getClientRects().length > 0)
        .map((el) => {
          const ratio = contrast(
            rgb(getComputedStyle(el)[prop]).slice(0, 3),
            behind(prop === 'color' ? el : el.parentElement).slice(0, 3),
          )
          const name =
            el.getAttribute('aria-label') ||
            el.textContent?.trim() ||
            el.getAttribute('name') ||
            el.tagName
          return `${name} ${Math.floor(ratio * 100) / 100}:1`
        })
    },
    selector,
    part,
  )
}

/** The lines of `found` whose ratio is under `least`. */
const under = (found: string[], least: number) =>
  found.filter((line) => Number(/ ([\d.]+):1$/.exec(line)?.[1]) < least)

const dialogTitled = (page: EnginePage, title: string) =>
  waitFor(
    page,
    (t: string) => {
      const dialog = document.querySelector('[role="dialog"]')
      const label = document.getElementById(dialog?.getAttribute('aria-labelledby') ?? '')
      return label?.textContent?.trim() === t && dialog!.querySelectorAll('button').length > 1
    },
    `the dialog ${title} with its buttons`,
    [title],
  )

const overrideDescribe = abilities.overrideColours ? describe : () => {}
overrideDescribe('with the page colours overridden by the light palette', () => {
  const options = { overrideColours: true }

  test("the Projects years' labels read at 4.5:1, and a focused year's outline at 3:1", async () => {
    const page = await open('/projects', options)
    const years = 'nav[aria-label="Project years"] button'
    const labels = await contrasts(page, years, 'color')
    expect(labels.length).toBeGreaterThan(0)
    expect(under(labels, 4.5)).toEqual([])
    // Clicking a year moves focus on to its heading: the keyboard reaches a year instead.
    for (
      let i = 0;
      i < 30 && !(await page.evaluate((s: string) => document.activeElement?.matches(s), years));
      i++
    )
      await page.press('Tab')
    const outline = await contrasts(page, `${years}:focus-visible`, 'outlineColor')
    expect(outline).toHaveLength(1)
    expect(under(outline, 3)).toEqual([])
  })

  test("the contact form's fields show a focus outline at 3:1, and its button reads at 4.5:1", async () => {
    const page = await open('/contact', options)
    const fields = 'form input:not([type=hidden]):not([tabindex="-1"]), form textarea'
    const count = await page.evaluate(
      (sel: string) => document.querySelectorAll(sel).length,
      fields,
    )
    expect(count).toBeGreaterThan(0)
    for (let i = 0; i < count; i++) {
      await page.evaluate(
        (sel: string, n: number) =>
          document.querySelectorAll(sel)[n]?.setAttribute('data-field', ''),
        fields,
        i,
      )
      await page.click('[data-field]')
      const outline = await contrasts(page, '[data-field]:focus-visible', 'outlineColor')
      expect(outline).toHaveLength(1)
      expect(under(outline, 3)).toEqual([])
      await page.evaluate(() =>
        document.querySelector('[data-field]')?.removeAttribute('data-field'),
      )
    }
    expect(under(await contrasts(page, 'form button', 'color'), 4.5)).toEqual([])
  })

  test("the games menu's, 2048's and Hanoi's buttons read at 4.5:1", async () => {
    const page = await open('/', options)
    await page.keys(MENU_KEYWORD)
    await dialogTitled(page, MENU_TITLE)
    const menu = await contrasts(page, '[role="dialog"] button', 'color')
    expect(under(menu, 4.5)).toEqual([])
    for (const id of ['g2048', 'hanoi'] as const) {
      await page.press('Escape')
      await page.keys(findGame(id).keyword)
      await dialogTitled(page, findGame(id).title)
      expect(under(await contrasts(page, '[role="dialog"] button', 'color'), 4.5)).toEqual([])
    }
  })
})
