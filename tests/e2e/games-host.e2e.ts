import type { Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { builtManifest, GAMES, gameOf } from './abuse-kit'
import { axeViolations, pageOpener, startupDone, typeKeyword, url } from './harness'

const open = pageOpener()

/** Each game's keyword and dialog title, from the registry. */
const WORDS_AND_TITLES = GAMES.map((g) => [g.word, g.title] as const)

// The built chunk of each game view in the build manifest, by its source file.
function gameChunks(): Map<string, string> {
  const chunks = new Map<string, string>()
  for (const [source, entry] of Object.entries(builtManifest())) {
    if (/^src\/games\/[\w-]+\/View\.tsx$/.test(source)) chunks.set(source, entry.file)
  }
  return chunks
}

const dialog = (page: Page) => page.getByRole('dialog')

const projectsLink = (page: Page) =>
  page.getByRole('link', { name: 'Projects', exact: true }).first()
const isFocused = (page: Page) => projectsLink(page).evaluate((el) => el === document.activeElement)

test('no game code is downloaded on the first load of /; a game loads when asked', async () => {
  const { page } = await open(null)
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  await page.goto(url('/'))
  await page.getByRole('heading', { name: 'About' }).first().waitFor()
  // Everything the page loads by itself has loaded once its start-up is done.
  await startupDone(page)
  const chunks = gameChunks()
  // One chunk per game of the registry, none of them loaded yet.
  expect([...chunks.keys()].sort()).toEqual(GAMES.map((g) => g.source).sort())
  for (const file of chunks.values()) expect(requested.some((u) => u.endsWith(file))).toBe(false)

  await typeKeyword(page, 'hanoi')
  await page.getByRole('button', { name: 'Rod 1' }).waitFor()
  expect(requested.some((u) => u.endsWith(chunks.get(gameOf('hanoi').source)!))).toBe(true)
  expect(requested.some((u) => u.endsWith(chunks.get(gameOf('guess').source)!))).toBe(false)
})

test.each(WORDS_AND_TITLES)(
  'typing %j opens %s as a modal dialog; Close Game returns focus',
  async (word, title) => {
    const { page } = await open('/')
    await projectsLink(page).focus()
    await typeKeyword(page, word)
    const game = page.getByRole('dialog', { name: title })
    await game.waitFor()
    expect(await game.getAttribute('aria-modal')).toBe('true')
    expect(await dialog(page).count()).toBe(1)
    await page.getByRole('button', { name: 'Close Game' }).click()
    await dialog(page).waitFor({ state: 'detached' })
    expect(await isFocused(page)).toBe(true)
  },
)

test('games opens the menu; choosing a game replaces it; Escape closes and focus returns', async () => {
  const { page } = await open('/')
  await projectsLink(page).focus()
  await typeKeyword(page, 'games')
  const menu = page.getByRole('dialog', { name: 'Mini-games' })
  await menu.waitFor()
  // A button per game of the registry, named by its title, and Close Game.
  for (const { title } of GAMES) {
    expect(await menu.getByRole('button', { name: title, exact: true }).count()).toBe(1)
  }
  expect(await menu.getByRole('button').count()).toBe(GAMES.length + 1)
  await menu.getByRole('button', { name: 'Guess' }).click()
  await page.getByRole('dialog', { name: 'Guess the Number' }).waitFor()
  expect(await dialog(page).count()).toBe(1)
  await page.keyboard.press('Escape')
  await dialog(page).waitFor({ state: 'detached' })
  expect(await isFocused(page)).toBe(true)
})

test('focus is trapped in the dialog; the page behind is inert and does not scroll', async () => {
  const { page } = await open('/')
  await typeKeyword(page, 'games')
  const menu = page.getByRole('dialog', { name: 'Mini-games' })
  await menu.waitFor()
  expect(await menu.evaluate((el) => getComputedStyle(el).animationName)).toBe('fade-in')
  const inDialog = () => menu.evaluate((el) => el.contains(document.activeElement))
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab')
    expect(await inDialog()).toBe(true)
  }
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Shift+Tab')
    expect(await inDialog()).toBe(true)
  }
  await page.mouse.move(640, 100)
  // Waits until the page has seen the wheel and drawn twice since: it scrolled by then or never.
  const wheeled = page.evaluate(
    () =>
      new Promise<void>((done) =>
        addEventListener(
          'wheel',
          () => requestAnimationFrame(() => requestAnimationFrame(() => done())),
          { once: true, capture: true },
        ),
      ),
  )
  await page.mouse.wheel(0, 1500)
  await wheeled
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  expect(await page.locator('#root').getAttribute('inert')).not.toBeNull()
})

test('keys with Ctrl, Alt or Meta held are ignored', async () => {
  const { page } = await open('/')
  await typeKeyword(page, 'guess')
  await page.keyboard.press('Escape')
  for (const modifier of ['Control', 'Alt', 'Meta']) {
    await page.keyboard.down(modifier)
    await page.keyboard.type('games')
    await page.keyboard.up(modifier)
  }
  // Keys are handled in order: had any of those opened the menu, "guess" would find it open.
  await page.keyboard.type('guess')
  await page.getByRole('dialog', { name: 'Guess the Number' }).waitFor()
  expect(await dialog(page).count()).toBe(1)
})

test('keywords typed into the contact form open no dialog', async () => {
  const { page } = await open('/contact')
  await typeKeyword(page, 'games')
  await page.keyboard.press('Escape')
  for (const label of ['Name', 'Email', 'Message']) {
    const field = page.getByRole('textbox', { name: label, exact: true })
    await field.click()
    for (const { word } of GAMES) await page.keyboard.type(word)
    await page.keyboard.type('games')
    expect(await field.inputValue()).toContain(`${GAMES.map((g) => g.word).join('')}games`)
  }
  // Keys are handled in order: had any word opened a dialog, "guess" typed outside the
  // fields would not open its game (the buffer pauses while a dialog is open).
  await page.locator('main h1').first().click()
  await page.keyboard.type('guess')
  await page.getByRole('dialog', { name: 'Guess the Number' }).waitFor()
  expect(await dialog(page).count()).toBe(1)
})

test.each([...WORDS_AND_TITLES, ['games', 'Mini-games'] as const])(
  'axe finds no violations with %s open',
  async (word, title) => {
    const { page } = await open('/')
    await typeKeyword(page, word)
    await page.getByRole('dialog', { name: title }).waitFor()
    await page.getByText('Loading the game…').waitFor({ state: 'detached' })
    expect(await axeViolations(page)).toEqual([])
  },
)

test('on a 375 px phone the dialog fits; reduced motion shows it without animation', async () => {
  const { page } = await open('/', { width: 375, height: 700, reducedMotion: 'reduce' })
  await typeKeyword(page, 'hanoi')
  const game = page.getByRole('dialog', { name: 'Tower of Hanoi' })
  await page.getByRole('button', { name: 'Rod 3' }).waitFor()
  const box = (await game.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(375)
  expect(await game.evaluate((el) => getComputedStyle(el).animationName)).toBe('none')
})
