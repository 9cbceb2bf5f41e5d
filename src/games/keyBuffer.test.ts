// @vitest-environment happy-dom
import { installKeyBuffer, KEYWORDS, keyBuffer, keyStep } from './keyBuffer'
import { games, MENU_KEYWORD } from './registry'

// The buffer's rule, on a table of its own: the examples hold whatever games the site has.
// (registry.test.ts checks that each game of the registry opens through the site's `step`.)
const WORDS = { games: 'menu', guess: 'guess', '2048': 'g2048', hanoi: 'hanoi', reaction: 'r' }
const stepIn = keyStep(WORDS)

// Feeds each character of `keys` in turn; returns the final buffer and every match.
function typeAll(keys: string) {
  let buffer = ''
  const matches: string[] = []
  for (const key of keys) {
    const next = stepIn(buffer, key)
    buffer = next.buffer
    if (next.match) matches.push(next.match)
  }
  return { buffer, matches }
}

test.each([
  ['', 'g', 'g', undefined],
  ['g', 'a', 'ga', undefined],
  ['gam', 'e', 'game', undefined],
  ['game', 's', '', 'menu'],
  ['gues', 's', '', 'guess'],
  ['204', '8', '', 'g2048'],
  ['hano', 'i', '', 'hanoi'],
  ['reactio', 'n', '', 'r'],
  ['g', 'u', 'gu', undefined],
  ['ga', 'x', '', undefined],
  ['ga', 'h', 'h', undefined],
  ['gu', 'g', 'g', undefined],
  ['', 'x', '', undefined],
  ['', '2', '2', undefined],
  ['20', '5', '', undefined],
  ['', 'G', 'g', undefined],
  ['game', 'S', '', 'menu'],
  ['hanoi', ' ', '', undefined],
])('step(%j, %j) gives buffer %j and match %j', (buffer, key, nextBuffer, match) => {
  expect(stepIn(buffer, key)).toEqual(
    match ? { buffer: nextBuffer, match } : { buffer: nextBuffer },
  )
})

test.each([
  ['games', '', ['menu']],
  ['xxguess', '', ['guess']],
  ['gagames', '', ['menu']],
  ['hhanoi', '', ['hanoi']],
  ['22048', '', ['g2048']],
  ['HaNoI', '', ['hanoi']],
  ['reactionguess', '', ['r', 'guess']],
  ['reac', 'reac', []],
  ['gamez', '', []],
])('typing %j leaves %j and matches %j', (keys, buffer, matches) => {
  expect(typeAll(keys)).toEqual({ buffer, matches })
})

test("the site's keywords are the menu's and each game's, opening what the registry says", () => {
  expect(KEYWORDS).toEqual(
    Object.fromEntries([[MENU_KEYWORD, MENU_KEYWORD], ...games.map((g) => [g.keyword, g.id])]),
  )
})

test("only the table's own keywords match, not the names every object has", () => {
  const stepOwn = keyStep({ constructors: 'c' })
  let buffer = ''
  for (const key of 'constructor') buffer = stepOwn(buffer, key).buffer
  expect(buffer).toBe('constructor')
  expect(stepOwn(buffer, 's')).toEqual({ buffer: '', match: 'c' })
})

describe('installKeyBuffer', () => {
  // Returns false when the listener prevented the key's default action.
  const press = (k: string, init: KeyboardEventInit = {}) =>
    window.dispatchEvent(new KeyboardEvent('keydown', { key: k, cancelable: true, ...init }))

  beforeEach(() => {
    keyBuffer.value = ''
  })

  test('reports a typed keyword once and clears the buffer', () => {
    const onMatch = vi.fn()
    const cleanup = installKeyBuffer(onMatch)
    const { keyword, id } = games[0]
    for (const k of keyword.slice(0, -1)) expect(press(k)).toBe(true)
    expect(keyBuffer.value).toBe(keyword.slice(0, -1))
    expect(press(keyword.at(-1)!)).toBe(false)
    expect(onMatch).toHaveBeenCalledExactlyOnceWith(id)
    expect(keyBuffer.value).toBe('')
    cleanup()
  })

  test('ignores keys while paused', () => {
    const onMatch = vi.fn()
    let paused = true
    const cleanup = installKeyBuffer(onMatch, () => paused)
    for (const k of 'games') press(k)
    expect(onMatch).not.toHaveBeenCalled()
    expect(keyBuffer.value).toBe('')
    paused = false
    for (const k of 'gam') press(k, { ctrlKey: true })
    expect(keyBuffer.value).toBe('')
    cleanup()
  })

  test('after cleanup keys reach neither the buffer nor the callback', () => {
    const onMatch = vi.fn()
    installKeyBuffer(onMatch)()
    for (const k of 'games') press(k)
    expect(keyBuffer.value).toBe('')
    expect(onMatch).not.toHaveBeenCalled()
  })
})
