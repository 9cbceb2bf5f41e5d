import { lazyKind } from '../../scripts/bundle/classify.mjs'
import { GAME_KEYWORDS } from './catalogue'
import { step } from './keyBuffer'
import { findGame, gameFile, games, MENU_KEYWORD } from './registry'

// The rules a new entry of the registry must keep; each names the games that break it.
const keywords = [MENU_KEYWORD, ...games.map((g) => g.keyword)]
const duplicates = (values: readonly string[]) =>
  values.filter((value, i) => values.indexOf(value) !== i)

describe('the game registry', () => {
  test('has games, each with an id, keyword, title and instructions of its own', () => {
    expect(games.length).toBeGreaterThan(0)
    expect(duplicates(games.map((g) => g.id))).toEqual([])
    expect(duplicates(games.map((g) => g.title))).toEqual([])
    expect(duplicates(keywords)).toEqual([])
    for (const game of games) {
      expect(game.title.trim()).not.toBe('')
      expect(game.instructions.trim()).not.toBe('')
    }
  })

  // The key buffer reads catalogue.ts, which the page has before the registry downloads.
  test('lists the games of catalogue.ts, in their order, each with its keyword', () => {
    expect(games.map((g) => [g.id, g.keyword])).toEqual(Object.entries(GAME_KEYWORDS))
  })

  test('no id is the menu\'s keyword: openGames("games") opens the menu', () => {
    expect(games.map((g) => g.id)).not.toContain(MENU_KEYWORD)
  })

  // Keys reach the buffer lowercased, one character each (src/lib/keys.ts).
  test('keywords are lowercase letters and digits', () => {
    expect(keywords.filter((word) => !/^[a-z0-9]+$/.test(word))).toEqual([])
  })

  // The buffer matches the first whole keyword it holds: a longer one it starts is never reached.
  test('no keyword starts another', () => {
    const clashes = keywords.flatMap((a) =>
      keywords.filter((b) => a !== b && b.startsWith(a)).map((b) => `${a} starts ${b}`),
    )
    expect(clashes).toEqual([])
  })

  test.each(games)('typing $keyword opens $title, on its last key and not before', (game) => {
    let buffer = ''
    const matches: string[] = []
    for (const key of game.keyword) {
      const next = step(buffer, key)
      buffer = next.buffer
      matches.push(next.match ?? '')
    }
    expect(matches).toEqual([...Array(game.keyword.length - 1).fill(''), game.id])
    expect(buffer).toBe('')
  })

  // The bundle budgets (classify.mjs) and the browser tests find a game's chunk by this file.
  test.each(games)(
    '$id loads the View of its own folder, src/games/<id>/View.tsx',
    async (game) => {
      const module = await game.load()
      expect(module).toBe(await import(`../../${gameFile(game.id)}`))
      expect(lazyKind(gameFile(game.id))).toBe('game')
      expect(module.View).toEqual(expect.any(Function))
    },
  )

  test.each(games)('findGame($id) is the $title entry', (game) => {
    expect(findGame(game.id)).toBe(game)
  })
})
