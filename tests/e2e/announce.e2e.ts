import { describe, expect, test } from 'vitest'
import { MENU_INSTRUCTIONS } from '../../src/games/registry'
import { GAMES } from './abuse-kit'
import { axDescription } from './ax'
import { pageOpener, typeKeyword } from './harness'

const open = pageOpener()

// Each game's sayings, a repeated one heard again, are checked in every engine
// (tests/flows/games.flow.ts: nextSaying). What a screen reader is given as a dialog's
// description is Chromium's accessibility tree, read over its protocol.

describe('dialog instructions', () => {
  test.each([
    ['games', 'Mini-games', MENU_INSTRUCTIONS],
    ...GAMES.map((g) => [g.word, g.title, g.instructions]),
  ])('typing %j opens %s, described by its instructions', async (word, title, instructions) => {
    const { page } = await open('/')
    await typeKeyword(page, word, title)
    expect(await axDescription(page, '[role="dialog"]')).toContain(instructions)
  })
})
