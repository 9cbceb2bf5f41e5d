import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { findGame, gameFile, games, MENU_KEYWORD, MENU_TITLE } from '../../src/games/registry'
import { pageFile, routeAt } from '../../src/routes'
import { FIRST_SKILL, LAST_COURSE_HEADING, NEWEST_JOB_DATES, NEWEST_PROJECT_YEAR } from '../content'
import {
  expectProblems,
  GAME_DIALOG,
  gameLoaded,
  openGame,
  SCENE_ENTRY,
  winGuess,
} from './abuse-kit'
import { blockFile, chunkMessage, navLink } from './chunks'
import { appLive, type OpenOptions, pageOpener, typeKeyword, url } from './harness'
import { SCREEN_HEADINGS } from './screens'

// Service workers are blocked (the harness's default): a worker's cache would serve the
// files these tests make unreachable, as a first visit has none.
const open = pageOpener()
/** For the sphere, which needs WebGL to draw once its code arrives. */
const open3D = pageOpener({ webgl: true })

// What a blocked download prints: one line per refused request, and for a page, the error
// boundary's report of each failure it caught.
const REFUSED = /^error: Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/
const CAUGHT = /^error: A part of the page failed and was replaced: ChunkLoadError/

describe('a page whose code does not download', () => {
  test('shows Retry in its place; the header works; Retry recovers once reachable', async () => {
    const session = await open('/')
    const { page } = session
    await page.getByRole('heading', { name: 'About' }).first().waitFor()
    const projects = await blockFile(page, 'src/pages/Projects.tsx')

    await navLink(page, 'Projects').click()
    await chunkMessage(page).waitFor()
    expect(await page.getByText('Unexpected Application Error!').count()).toBe(0)
    expect(await navLink(page, 'Projects').getAttribute('aria-current')).toBe('page')

    // Still unreachable: Retry fails again and keeps the visitor on the button.
    await page.getByRole('button', { name: 'Retry' }).click()
    await chunkMessage(page).waitFor()
    await page.waitForFunction(() => document.activeElement?.textContent?.includes('Retry'))

    projects.unblock()
    await page.getByRole('button', { name: 'Retry' }).click()
    await page.getByRole('heading', { name: NEWEST_PROJECT_YEAR, exact: true }).waitFor()
    expect(await chunkMessage(page).count()).toBe(0)
    expect(await page.getByRole('link', { name: 'Home' }).count()).toBeGreaterThan(0)
    expectProblems(session, [
      [REFUSED, projects.refused.count],
      [CAUGHT, 2],
    ])
  })

  test('the rest of the site keeps working, and coming back tries again', async () => {
    const session = await open('/')
    const { page } = session
    await page.getByRole('heading', { name: 'About' }).first().waitFor()
    const courses = await blockFile(page, 'src/pages/Courses.tsx')
    await page.getByRole('link', { name: 'View Relevant Courses' }).click()
    await chunkMessage(page).waitFor()

    await navLink(page, 'Contact').click()
    await page.getByRole('heading', { name: 'Contact' }).waitFor()
    await typeKeyword(page, findGame('hanoi').keyword)
    await page.getByRole('button', { name: 'Rod 1' }).waitFor()
    await page.keyboard.press('Escape')

    courses.unblock()
    await page.goBack()
    await page.getByRole('heading', { name: LAST_COURSE_HEADING, exact: true }).waitFor()
    expect(await chunkMessage(page).count()).toBe(0)
    expectProblems(session, [
      [REFUSED, courses.refused.count],
      [CAUGHT, 1],
    ])
  })

  // A deep link whose page code is refused: the text that shows once it arrives, and the
  // header it has (the 404 has none).
  test.each([
    ['/work-experience', NEWEST_JOB_DATES, 1],
    ['/no/such/page', routeAt('/no/such/page').title, 0],
  ] as const)(
    'a deep link to %s shows Retry, and Retry shows the page',
    async (path, shown, headers) => {
      const session = await open(null)
      const { page } = session
      const chunk = await blockFile(page, pageFile(routeAt(path).page))
      await page.goto(url(path))
      await chunkMessage(page).waitFor()
      expect(await page.getByRole('banner').count()).toBe(headers)
      chunk.unblock()
      await page.getByRole('button', { name: 'Retry' }).click()
      await page.getByText(shown, { exact: true }).first().waitFor()
      expect(await chunkMessage(page).count()).toBe(0)
      expectProblems(session, [
        [REFUSED, chunk.refused.count],
        [CAUGHT, 1],
      ])
    },
  )
})

test.each(games)(
  'a game whose code does not download ($keyword) offers a Retry that works',
  async (game) => {
    const session = await open('/')
    const { page } = session
    const chunk = await blockFile(page, gameFile(game.id))
    await typeKeyword(page, game.keyword)
    const dialog = page.getByRole('dialog', { name: game.title })
    await dialog.getByRole('alert').getByText('could not be loaded').waitFor()
    expect(await page.getByRole('dialog').count()).toBe(1)
    chunk.unblock()
    await dialog.getByRole('button', { name: 'Retry' }).click()
    await gameLoaded(page)
    expectProblems(session, [[REFUSED, chunk.refused.count]])
  },
)

test('the games dialog whose code does not download offers Retry, which opens it once reachable', async () => {
  const session = await open(null)
  const { page } = session
  const dialogChunk = await blockFile(page, GAME_DIALOG)
  await page.goto(url('/'))
  await appLive(page)
  // Fetched once the page is idle, before anyone asks: refused, it waits quietly.
  await expect.poll(() => dialogChunk.refused.count).toBe(1)
  const projects = navLink(page, 'Projects')
  await projects.focus()
  await page.keyboard.type(MENU_KEYWORD)
  await chunkMessage(page).waitFor()
  await page.waitForFunction(() => document.activeElement?.textContent?.includes('Retry'))
  expect(await page.getByRole('dialog').count()).toBe(0)

  dialogChunk.unblock()
  await page.getByRole('button', { name: 'Retry' }).click()
  const menu = page.getByRole('dialog', { name: MENU_TITLE })
  await menu.waitFor()
  expect(await chunkMessage(page).count()).toBe(0)
  await page.keyboard.press('Escape')
  await menu.waitFor({ state: 'detached' })
  expect(await projects.evaluate((el) => el === document.activeElement)).toBe(true)
  expectProblems(session, [
    [REFUSED, dialogChunk.refused.count],
    [CAUGHT, 1],
  ])
})

test('the skill sphere whose code does not download leaves the names readable and offers Retry', async () => {
  const session = await open3D(null)
  const { page } = session
  const sphereChunk = await blockFile(page, SCENE_ENTRY)
  await page.goto(url('/'))
  const sphere = page.getByRole('img', { name: /skill sphere/i })
  await sphere.scrollIntoViewIfNeeded()
  await page.getByRole('alert').getByRole('button', { name: 'Retry' }).waitFor()
  expect(sphereChunk.refused.count).toBe(1)
  expect(await sphere.locator('canvas').count()).toBe(0)
  expect(await sphere.getAttribute('aria-label')).toContain(FIRST_SKILL)
  expect(await sphere.locator('li').first().isVisible()).toBe(true)
  // A Retry in place of the sphere brings it once its code is reachable.
  sphereChunk.unblock()
  await page.getByRole('alert').getByRole('button', { name: 'Retry' }).click()
  await sphere.locator('canvas').waitFor()
  // Drawn, the image sits in the focusable application that turns it.
  await expect
    .poll(() => page.getByRole('application').filter({ has: sphere }).getAttribute('tabindex'))
    .toBe('0')
  expectProblems(session, [[REFUSED, 1]])
})

test('code the page can do without that does not download (focus watch, offline support) is no error', async () => {
  const session = await open(null)
  const { page } = session
  const focusWatch = await blockFile(page, 'src/lib/focusUncover.ts')
  const worker = await blockFile(page, 'src/lib/serviceWorker.ts')
  await page.goto(url('/'))
  await appLive(page)
  // Each is asked for once, after the app is live and after the load has settled.
  await expect.poll(() => focusWatch.refused.count, { timeout: 20_000 }).toBe(1)
  await expect.poll(() => worker.refused.count, { timeout: 20_000 }).toBe(1)
  // The page still works: a link goes where it says.
  await navLink(page, 'Projects').click()
  await page.getByRole('heading', { name: NEWEST_PROJECT_YEAR, exact: true }).waitFor()
  expectProblems(session, [[REFUSED, 2]])
})

// localStorage and sessionStorage that throw on every access, as in some private modes.
const NO_STORAGE = `
  for (const name of ['localStorage', 'sessionStorage']) {
    Object.defineProperty(window, name, {
      configurable: true,
      get() { throw new DOMException('blocked', 'SecurityError') },
    })
  }
`
const noStorage: OpenOptions = { initScript: NO_STORAGE }

describe('storage that throws', () => {
  test('every route renders with no error', async () => {
    const { page } = await open('/', noStorage)
    expect(
      await page.evaluate(() => {
        try {
          return String(window.localStorage)
        } catch (e) {
          return (e as Error).name
        }
      }),
    ).toBe('SecurityError')
    for (const [route, heading] of SCREEN_HEADINGS) {
      await page.goto(url(route))
      await page.getByRole('heading', { name: heading, exact: true }).waitFor()
    }
  })

  test('Guess: the best score lives for the visit', async () => {
    const { page } = await open('/', noStorage)
    const dialog = await openGame(page, findGame('guess'))
    const attempts = await winGuess(page)
    await expect.poll(() => dialog.getByText(`Best: ${attempts}`).count()).toBe(1)
    await dialog.getByRole('button', { name: 'Close Game' }).click()
    await openGame(page, findGame('guess'))
    expect(await page.getByRole('dialog').getByText(`Best: ${attempts}`).count()).toBe(1)
  })

  test('2048: the best score lives for the visit', async () => {
    const { page } = await open('/', noStorage)
    await openGame(page, findGame('g2048'))
    const score = () => page.getByRole('dialog').getByText('Score:').locator('strong').textContent()
    for (let i = 0; i < 200 && (await score()) === '0'; i++) {
      await page.keyboard.press(['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown'][i % 4]!)
    }
    const reached = Number(await score())
    expect(reached).toBeGreaterThan(0)
    await page.getByRole('button', { name: 'Close Game' }).click()
    await openGame(page, findGame('g2048'))
    const best = await page.getByRole('dialog').getByText('Best:').locator('strong').textContent()
    expect(Number(best)).toBe(reached)
  })

  test('Reaction: the best time lives for the visit', async () => {
    const { page } = await open('/', noStorage)
    const dialog = await openGame(page, findGame('reaction'))
    await dialog.getByRole('button', { name: 'Start' }).click()
    const target = dialog.getByRole('button', { name: /Click/ })
    await target.waitFor({ timeout: 10_000 })
    await target.click()
    const shown = await dialog.getByRole('status').textContent()
    expect(shown).toMatch(/^\d+ ms$/)
    await dialog.getByRole('button', { name: 'Close Game' }).click()
    await openGame(page, findGame('reaction'))
    expect(await page.getByRole('dialog').getByText('Best:').textContent()).toContain(shown!)
  })

  test('a contact draft lives for the visit', async () => {
    const { page } = await open('/contact', noStorage)
    await page.locator('form').getByLabel('Message').fill('Typed with storage blocked')
    await navLink(page, 'Projects').click()
    await page.getByRole('heading', { name: NEWEST_PROJECT_YEAR, exact: true }).waitFor()
    await navLink(page, 'Contact').click()
    expect(await page.locator('form').getByLabel('Message').inputValue()).toBe(
      'Typed with storage blocked',
    )
  })
})

describe('the form endpoint unreachable', () => {
  async function sendOffline() {
    const session = await open('/contact')
    const { page } = session
    const form = page.locator('form')
    await form.getByLabel('Name').fill('Sam Recruiter')
    await form.getByLabel('Email').fill('sam.recruiter@example.com')
    await form.getByLabel('Message').fill('We would like to talk.\nAre you free on Monday?')
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort('internetdisconnected'))
    await page.getByRole('button', { name: 'Send' }).click()
    await expect.poll(() => page.url()).toMatch(/^chrome-error:/)
    // Chromium commits its error page in a document of its own: until that has loaded, the
    // page can be between two documents, where a Back from the test failed in CI with "Not
    // attached to an active page".
    await page.waitForLoadState('load')
    return session
  }

  async function expectDraft(page: Page) {
    const form = page.locator('form')
    // The page shows its snapshot first; the app then puts the draft back and says so.
    await form.getByRole('status').waitFor()
    expect(await form.getByLabel('Name').inputValue()).toBe('Sam Recruiter')
    expect(await form.getByLabel('Email').inputValue()).toBe('sam.recruiter@example.com')
    expect(await form.getByLabel('Message').inputValue()).toBe(
      'We would like to talk.\nAre you free on Monday?',
    )
    expect(await form.getByRole('status').textContent()).toContain('in case it did not arrive')
  }

  test('going back finds the message in the form; so does a reload', async () => {
    const session = await sendOffline()
    const { page } = session
    await page.goBack()
    await expectDraft(page)
    await page.reload()
    await expectDraft(page)
  })

  test('opening the contact page again finds it; Clear form starts afresh', async () => {
    const session = await sendOffline()
    const { page } = session
    await page.goto(url('/contact'))
    await expectDraft(page)
    await page.getByRole('button', { name: 'Clear form' }).click()
    expect(await page.locator('form').getByLabel('Message').inputValue()).toBe('')
    // Cleared means gone from the tab's storage, not kept as an empty value.
    expect(await page.evaluate(() => sessionStorage.getItem('contact.draft'))).toBeNull()
    await page.reload()
    await appLive(page)
    expect(await page.locator('form').getByLabel('Message').inputValue()).toBe('')
    expect(await page.getByRole('button', { name: 'Clear form' }).count()).toBe(0)
  })
})
