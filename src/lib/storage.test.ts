// @vitest-environment happy-dom
import { throwingStorage } from '../test/storage'
import { createStore, readBest, readNumber, storage, writeNumber } from './storage'

/** Storage that reads but refuses every write, as when its quota is full. */
function fullStorage(stored: Record<string, string>): Storage {
  const full = () => {
    throw new DOMException('full', 'QuotaExceededError')
  }
  return {
    getItem: (key: string) => stored[key] ?? null,
    setItem: full,
    removeItem: full,
    clear: full,
    key: () => null,
    length: Object.keys(stored).length,
  }
}

beforeEach(() => {
  window.localStorage.clear()
})

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

  test('when storage is full, a read returns what was just written, not the older value', () => {
    const store = createStore(() => fullStorage({ best: '9' }))
    expect(store.get('best')).toBe('9')
    store.set('best', '5')
    expect(store.get('best')).toBe('5')
    store.remove('best')
    expect(store.get('best')).toBeNull()
  })

  test('a write that succeeds again is read from storage, which then holds it', () => {
    let full = true
    const backing = window.localStorage
    const store = createStore(() => (full ? fullStorage({ best: '9' }) : backing))
    store.set('best', '5')
    full = false
    store.set('best', '4')
    expect(backing.getItem('best')).toBe('4')
    backing.setItem('best', '3')
    expect(store.get('best')).toBe('3')
  })

  test('clearing a key removes it from storage, and from memory', () => {
    const store = createStore(() => window.localStorage)
    store.set('draft', '{"message":"hi"}')
    store.remove('draft')
    expect(window.localStorage.getItem('draft')).toBeNull()
    expect(store.get('draft')).toBeNull()
    const blocked = createStore(throwingStorage)
    blocked.set('draft', 'x')
    blocked.remove('draft')
    expect(blocked.get('draft')).toBeNull()
  })

  test.each([['abc'], [''], ['  '], ['NaN']])('ignores a stored non-number %j', (raw) => {
    const store = createStore(() => undefined)
    store.set('n', raw)
    expect(readNumber(store, 'n', 5)).toBe(5)
  })
})

describe('readBest', () => {
  test.each([
    ['12', 12],
    ['0.5', 0.5],
    ['0', null],
    ['-3', null],
    ['abc', null],
    ['', null],
    ['Infinity', null],
    [null, null],
  ])('a stored %j is the best score %j', (raw, best) => {
    const store = createStore(() => window.localStorage)
    if (raw !== null) window.localStorage.setItem('games.best', raw)
    expect(readBest(store, 'games.best')).toBe(best)
  })
})
