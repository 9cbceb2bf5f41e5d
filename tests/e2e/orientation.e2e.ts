import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { games, MENU_INSTRUCTIONS, MENU_KEYWORD, MENU_TITLE } from '../../src/games/registry'
import { profileLinks, resumeLink } from '../../src/site.config'
import { NEWEST_PROJECT_YEAR } from '../content'
import { FOCUSED } from '../flows/engine'
import { holdFile } from './chunks'
import { axDescription, pageOpener, typeKeyword } from './harness'

const open = pageOpener()

/** The focused element, described as its tag and text (or "body"). */
const focused = (page: Page) => page.evaluate(FOCUSED)

/** Waits until the focused element reads `expected`. */
const expectFocus = (page: Page, expected: string) =>
  expect.poll(() => focused(page), { timeout: 5000 }).toBe(expected)

// Each route's title, on load and after in-app navigation, is read in every engine
// (tests/flows/routes.flow.ts).

// Focus on a first load, after a link pressed by Enter that leaves with its page, after the
// 404 page's link and after each nav link is read in every engine (tests/flows/routes.flow.ts).
// Here: a page whose code is held back, which needs the protocol's request routing.
describe('focus after navigation', () => {
  test('while a slow page downloads, focus waits on main, then moves to its h1', async () => {
    const { page } = await open('/')
    const { release } = await holdFile(page, 'src/pages/Courses.tsx')
    await page.getByRole('link', { name: 'View Relevant Courses' }).focus()
    await page.keyboard.press('Enter')
    await page.waitForFunction(() => document.activeElement?.id === 'main')
    release()
    await expectFocus(page, 'h1: Relevant Courses')
  })

  test('a visitor who moved on meanwhile keeps their focus', async () => {
    const { page } = await open('/')
    const { release } = await holdFile(page, 'src/pages/Projects.tsx')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('link', { name: 'Projects' }).focus()
    await page.keyboard.press('Enter')
    await page.waitForFunction(() => location.hash === '#/projects')
    await page.keyboard.press('Tab')
    const movedTo = await focused(page)
    expect(movedTo).toBe('a: Contact')
    release()
    await page.locator('main h1').waitFor()
    await page.getByRole('heading', { name: NEWEST_PROJECT_YEAR, exact: true }).waitFor()
    expect(await focused(page)).toBe(movedTo)
  })
})

// The footer as the one contentinfo landmark, outside main: tests/flows/pages.flow.ts and
// contact.flow.ts. Here: the résumé link's description as Chromium's accessibility tree has it.
describe('link notes', () => {
  test('links that open a new tab say so; the résumé says it is a PDF', async () => {
    const { page } = await open('/')
    await page.locator('main h1').waitFor()
    const described = (selector: string) =>
      page.locator(selector).evaluateAll((links) =>
        links.map((a) => ({
          href: a.getAttribute('href'),
          target: a.getAttribute('target'),
          description: (a.getAttribute('aria-describedby') ?? '')
            .split(' ')
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' '),
        })),
      )
    const newTab = await described('a[target="_blank"]')
    // Home opens the profile's web links and the résumé in a new tab (the content's own).
    const webLinks = profileLinks.filter((l) => l.href.startsWith('http')).map((l) => l.href)
    const opened = newTab.map((link) => link.href)
    expect(opened).toEqual(expect.arrayContaining([...webLinks, resumeLink.href]))
    for (const link of newTab) expect(link.description).toMatch(/opens in a new tab/i)
    const [resume] = await described('a[href$=".pdf"]')
    expect(resume?.description).toMatch(/PDF/)
    expect(await axDescription(page, 'a[href$=".pdf"]')).toMatch(/PDF document, opens in a new tab/)
  })
})

// Each game's sayings, a repeated one heard again, are checked in every engine
// (tests/flows/games.flow.ts: nextSaying). What a screen reader is given as a dialog's
// description is Chromium's accessibility tree, read over its protocol.
describe('dialog instructions', () => {
  test.each([
    [MENU_KEYWORD, MENU_TITLE, MENU_INSTRUCTIONS],
    ...games.map((g): [string, string, string] => [g.keyword, g.title, g.instructions]),
  ])('typing %j opens %s, described by its instructions', async (word, title, instructions) => {
    const { page } = await open('/')
    await typeKeyword(page, word, title)
    expect(await axDescription(page, '[role="dialog"]')).toContain(instructions)
  })
})
