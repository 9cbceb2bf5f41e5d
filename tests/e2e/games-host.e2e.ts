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

// The focus trap and the inert page are read in every engine (tests/flows/games.flow.ts); a
// wheel is Chromium's alone here.
test('a wheel over the open menu does not scroll the page behind', async () => {
  const { page } = await open('/')
  await typeKeyword(page, 'games', 'Mini-games')
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
