import { isDeepLink } from './deepLink'

describe('isDeepLink', () => {
  test.each([
    ['', false],
    ['#', false],
    ['#/', false],
    ['#/?ref=cv', false],
    ['#/projects', true],
    ['#/contact', true],
    ['#/assignments', true],
    ['#projects', true],
    ['#/nowhere/at/all', true],
  ])('%j -> %s', (hash, expected) => {
    expect(isDeepLink(hash)).toBe(expected)
  })
})
