import type { Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { findGame, gameFile, games, MENU_KEYWORD, MENU_TITLE } from '../../src/games/registry'
import { builtManifest } from './abuse-kit'
import { pageOpener, startupDone, typeKeyword, url } from './harness'

// Chromium's alone: which chunks load needs the protocol's request events; a wheel (the flows'
// drivers have none) and keys with Ctrl, Alt or Meta held (in Firefox or WebKit such a chord
// can reach the browser's own shortcuts) are sent here only. Each keyword opening its game, the menu's focus trap,
// the inert page and axe with each game open are read in every engine
// (tests/flows/games.flow.ts).

const open = pageOpener()

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
  expect([...chunks.keys()].sort()).toEqual(games.map((g) => gameFile(g.id)).sort())
  for (const file of chunks.values()) expect(requested.some((u) => u.endsWith(file))).toBe(false)

  await typeKeyword(page, findGame('hanoi').keyword)
  await page.getByRole('button', { name: 'Rod 1' }).waitFor()
  expect(requested.some((u) => u.endsWith(chunks.get(gameFile('hanoi'))!))).toBe(true)
  expect(requested.some((u) => u.endsWith(chunks.get(gameFile('guess'))!))).toBe(false)
})

test('a wheel over the open menu does not scroll the page behind', async () => {
  const { page } = await open('/')
  await typeKeyword(page, MENU_KEYWORD, MENU_TITLE)
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
  await typeKeyword(page, findGame('guess').keyword)
  await page.keyboard.press('Escape')
  for (const modifier of ['Control', 'Alt', 'Meta']) {
    await page.keyboard.down(modifier)
    await page.keyboard.type(MENU_KEYWORD)
    await page.keyboard.up(modifier)
  }
  // Keys are handled in order: had any of those opened the menu, Guess's keyword would find it open.
  await page.keyboard.type(findGame('guess').keyword)
  await page.getByRole('dialog', { name: findGame('guess').title }).waitFor()
  expect(await dialog(page).count()).toBe(1)
})
