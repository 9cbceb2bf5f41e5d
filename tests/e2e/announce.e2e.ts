import { describe, expect, test } from 'vitest'
import { games, MENU_INSTRUCTIONS, MENU_KEYWORD, MENU_TITLE } from '../../src/games/registry'
import { axDescription, pageOpener, typeKeyword } from './harness'

const open = pageOpener()

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
