// @vitest-environment happy-dom
import { clearDraft, DRAFT_KEY, type Draft, draftOf, loadDraft, saveDraft } from './draft'
import { createStore } from './storage'

const draft: Draft = { name: 'Sam', email: 'sam@example.com', message: 'Hi,\nthere', sent: false }

function throwingStorage(): Storage {
  const fail = () => {
    throw new DOMException('blocked', 'SecurityError')
  }
  return { getItem: fail, setItem: fail, removeItem: fail, clear: fail, key: fail, length: 0 }
}

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

  test('an all-empty draft is not kept: the key is removed', () => {
    const store = createStore(() => window.sessionStorage)
    saveDraft({ name: 'Sam', email: '', message: '', sent: false }, store)
    saveDraft({ name: '', email: '', message: '', sent: true }, store)
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
