// @vitest-environment jsdom
import { installKeyBuffer, type KeyMatch, keyBuffer, step } from './keyBuffer'

// Feeds each character of `keys` in turn; returns the final buffer and every match.
function typeAll(keys: string) {
  let buffer = ''
  const matches: KeyMatch[] = []
  for (const key of keys) {
    const next = step(buffer, key)
    buffer = next.buffer
    if (next.match) matches.push(next.match)
  }
  return { buffer, matches }
}

test.each([
  ['', 'g', 'g', undefined],
  ['g', 'a', 'ga', undefined],
  ['gam', 'e', 'game', undefined],
  ['game', 's', '', 'games'],
  ['gues', 's', '', 'guess'],
  ['204', '8', '', 'g2048'],
  ['hano', 'i', '', 'hanoi'],
  ['simo', 'n', '', 'simon'],
  ['reactio', 'n', '', 'reaction'],
  ['g', 'u', 'gu', undefined],
  ['ga', 'x', '', undefined],
  ['ga', 'h', 'h', undefined],
  ['gu', 'g', 'g', undefined],
  ['', 'x', '', undefined],
  ['', '2', '2', undefined],
  ['20', '5', '', undefined],
  ['', 'G', 'g', undefined],
  ['game', 'S', '', 'games'],
  ['hanoi', ' ', '', undefined],
])('step(%j, %j) gives buffer %j and match %j', (buffer, key, nextBuffer, match) => {
  expect(step(buffer, key)).toEqual(match ? { buffer: nextBuffer, match } : { buffer: nextBuffer })
})

test.each([
  ['games', '', ['games']],
  ['xxguess', '', ['guess']],
  ['gagames', '', ['games']],
  ['hhanoi', '', ['hanoi']],
  ['22048', '', ['g2048']],
  ['SiMoN', '', ['simon']],
  ['reactionguess', '', ['reaction', 'guess']],
  ['reac', 'reac', []],
  ['gamez', '', []],
])('typing %j leaves %j and matches %j', (keys, buffer, matches) => {
  expect(typeAll(keys)).toEqual({ buffer, matches })
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
    for (const k of 'hano') expect(press(k)).toBe(true)
    expect(keyBuffer.value).toBe('hano')
    expect(press('i')).toBe(false)
    expect(onMatch).toHaveBeenCalledExactlyOnceWith('hanoi')
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
