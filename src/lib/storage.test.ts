// @vitest-environment jsdom
import { createStore, readNumber, storage, writeNumber } from './storage'

function throwingStorage(): Storage {
  const fail = () => {
    throw new DOMException('blocked', 'SecurityError')
  }
  return { getItem: fail, setItem: fail, removeItem: fail, clear: fail, key: fail, length: 0 }
}

describe('storage', () => {
  test('persists to the backing storage', () => {
    const store = createStore(() => window.localStorage)
    writeNumber(store, 'best', 42)
    expect(window.localStorage.getItem('best')).toBe('42')
    expect(
      readNumber(
        createStore(() => window.localStorage),
        'best',
        null,
      ),
    ).toBe(42)
  })

  test('by default keeps values in the local storage of the browser', () => {
    window.localStorage.setItem('games.test', '12')
    expect(readNumber(storage, 'games.test', null)).toBe(12)
    writeNumber(storage, 'games.test', 9)
    expect(window.localStorage.getItem('games.test')).toBe('9')
  })

  test('falls back to memory when storage throws', () => {
    const store = createStore(throwingStorage)
    expect(store.get('x')).toBeNull()
    store.set('x', '7')
    expect(store.get('x')).toBe('7')
  })

  test('falls back to memory when storage is missing', () => {
    const store = createStore(() => undefined)
    writeNumber(store, 'n', 3)
    expect(readNumber(store, 'n', null)).toBe(3)
  })

  test.each([['abc'], [''], ['  '], ['NaN']])('ignores a stored non-number %j', (raw) => {
    const store = createStore(() => undefined)
    store.set('n', raw)
    expect(readNumber(store, 'n', 5)).toBe(5)
  })
})
