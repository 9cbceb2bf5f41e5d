// @vitest-environment happy-dom

import { throwingStorage } from '../test/storage'
import { clearDraft, DRAFT_KEY, type Draft, draftOf, loadDraft, saveDraft } from './draft'
import { createStore } from './storage'

const draft: Draft = { name: 'Sam', email: 'sam@example.com', message: 'Hi,\nthere', sent: false }

/** The tab's session storage, with `setItem` replaced. */
function sessionWith(setItem: (key: string, value: string) => void): Storage {
  const real = window.sessionStorage
  return {
    getItem: (key) => real.getItem(key),
    removeItem: (key) => real.removeItem(key),
    setItem,
    clear: () => real.clear(),
    key: (index) => real.key(index),
    length: 0,
  }
}

/** Session storage that refuses (quota exceeded) any value longer than `limit` characters. */
const smallStorage = (limit: number) =>
  sessionWith((key, value) => {
    if (value.length > limit) throw new DOMException('full', 'QuotaExceededError')
    window.sessionStorage.setItem(key, value)
  })

describe('a draft too long for storage', () => {
  afterEach(() => window.sessionStorage.clear())
  const long: Draft = { ...draft, message: 'x'.repeat(50_000) }

  test('keeps a beginning storage takes, marked cut, and says how long', () => {
    const backing = smallStorage(10_000)
    const kept = saveDraft(
      long,
      createStore(() => backing),
    )
    expect(kept.status).toBe('part')
    // A reload: a new page reads what storage holds.
    const reloaded = loadDraft(createStore(() => backing))!
    expect(reloaded.cut).toBe(true)
    expect(long.message.startsWith(reloaded.message)).toBe(true)
    expect(JSON.stringify(reloaded).length).toBeLessThanOrEqual(10_000)
    expect(kept).toEqual({
      status: 'part',
      chars: reloaded.name.length + reloaded.email.length + reloaded.message.length,
    })
  })

  test('the same page still has all of it (the form left and come back to)', () => {
    const store = createStore(() => smallStorage(10_000))
    saveDraft(long, store)
    expect(loadDraft(store)).toEqual(long)
    saveDraft(draft, store)
    expect(loadDraft(store)).toEqual(draft)
  })

  test('storage that refuses every write keeps nothing stale, and says so', () => {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ ...draft, message: 'older' }))
    const backing = sessionWith(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    const store = createStore(() => backing)
    expect(saveDraft(draft, store)).toEqual({ status: 'none' })
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull()
    expect(loadDraft(store)).toEqual(draft)
  })
})

describe('contact draft', () => {
  test('saves to session storage and loads back', () => {
    const store = createStore(() => window.sessionStorage)
    saveDraft(draft, store)
    expect(JSON.parse(window.sessionStorage.getItem(DRAFT_KEY)!)).toEqual(draft)
    expect(loadDraft(createStore(() => window.sessionStorage))).toEqual(draft)
  })

  test('by default lives in the session storage of the tab', () => {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft))
    expect(loadDraft()).toEqual(draft)
    saveDraft({ ...draft, sent: true })
    expect(JSON.parse(window.sessionStorage.getItem(DRAFT_KEY)!)).toEqual({ ...draft, sent: true })
    clearDraft()
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull()
  })

  test('keeps the sent mark', () => {
    const store = createStore(() => undefined)
    saveDraft({ ...draft, sent: true }, store)
    expect(loadDraft(store)?.sent).toBe(true)
  })

  test('lives in memory for the visit when storage throws', () => {
    const store = createStore(throwingStorage)
    saveDraft(draft, store)
    expect(loadDraft(store)).toEqual(draft)
  })

  test('clearing leaves nothing to load', () => {
    const store = createStore(() => undefined)
    saveDraft(draft, store)
    clearDraft(store)
    expect(loadDraft(store)).toBeNull()
    expect(store.get(DRAFT_KEY)).toBeNull()
  })

  test('an all-empty draft is not kept: the key is removed, and nothing is said to be lost', () => {
    const store = createStore(() => window.sessionStorage)
    saveDraft({ name: 'Sam', email: '', message: '', sent: false }, store)
    expect(saveDraft({ name: '', email: '', message: '', sent: true }, store)).toEqual({
      status: 'all',
    })
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull()
    expect(loadDraft(store)).toBeNull()
  })

  test('clearing the draft removes its key from session storage', () => {
    const store = createStore(() => window.sessionStorage)
    saveDraft({ name: 'Sam', email: '', message: 'Hi', sent: false }, store)
    clearDraft(store)
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull()
  })

  test.each([
    ['not JSON', '{oops', null],
    ['a number', '42', null],
    ['null', 'null', null],
    ['wrong types', '{"name":1,"email":["x"],"message":{}}', null],
    [
      'a partial draft',
      '{"message":"Hello"}',
      { name: '', email: '', message: 'Hello', sent: false },
    ],
    [
      'a draft the page was left with by a Send',
      '{"name":"A","sent":true}',
      { name: 'A', email: '', message: '', sent: true },
    ],
    [
      'a truthy sent that is not true',
      '{"name":"A","sent":"yes"}',
      { name: 'A', email: '', message: '', sent: false },
    ],
  ])('reads %s safely', (_, raw, expected) => {
    const store = createStore(() => undefined)
    store.set(DRAFT_KEY, raw)
    expect(loadDraft(store)).toEqual(expected)
  })

  test('reads the three fields of a form, never the honeypot', () => {
    document.body.innerHTML = `<form>
      <input name="name" value="Sam"><input name="email" value="s@x.io">
      <textarea name="message">Hello</textarea><input name="_gotcha" value="bot">
    </form>`
    const form = document.querySelector('form')!
    expect(draftOf(form)).toEqual({ name: 'Sam', email: 's@x.io', message: 'Hello', sent: false })
    expect(draftOf(form, true).sent).toBe(true)
  })

  test('a field the form lacks reads as empty', () => {
    document.body.innerHTML = '<form><input name="name" value="Sam"></form>'
    const form = document.querySelector('form')!
    expect(draftOf(form)).toEqual({ name: 'Sam', email: '', message: '', sent: false })
  })
})
