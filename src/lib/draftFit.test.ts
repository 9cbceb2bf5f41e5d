import type { Draft } from './draft'
import { cutDraft, draftLength, fitDraft, MAX_DRAFT_CHARS } from './draftFit'

const draft = (message: string, name = 'Sam', email = 'sam@example.com'): Draft => ({
  name,
  email,
  message,
  sent: false,
})

describe('cutting a draft', () => {
  test.each([
    [0, draft('', '', '')],
    [2, draft('', 'Sa', '')],
    [5, draft('', 'Sam', 'sa')],
    [18, draft('', 'Sam', 'sam@example.com')],
    [21, draft('Hel')],
    [99, draft('Hello')],
  ])('its first %i characters go field after field', (chars, expected) => {
    expect(cutDraft(draft('Hello'), chars)).toEqual(expected)
  })

  test('never halves a character written as two units', () => {
    const text = 'ab😀cd'
    expect(cutDraft(draft(text, '', ''), 3).message).toBe('ab')
    expect(cutDraft(draft(text, '', ''), 4).message).toBe('ab😀')
  })
})

describe('fitting a draft into storage', () => {
  /** Storage that takes a JSON of at most `limit` characters, and records what it holds. */
  function storage(limit: number) {
    const held = { json: '', tries: 0 }
    const fits = (candidate: Draft) => {
      held.tries++
      const json = JSON.stringify(candidate)
      if (json.length > limit) return false
      held.json = json
      return true
    }
    return { held, fits }
  }

  test('a draft that fits is kept whole in one write', () => {
    const { held, fits } = storage(1000)
    expect(fitDraft(draft('Hello'), fits)).toEqual({ status: 'all' })
    expect(held.tries).toBe(1)
    expect(JSON.parse(held.json).message).toBe('Hello')
  })

  test('a draft longer than MAX_DRAFT_CHARS keeps its first MAX_DRAFT_CHARS, in one write', () => {
    const { held, fits } = storage(Number.POSITIVE_INFINITY)
    const kept = fitDraft(draft('x'.repeat(MAX_DRAFT_CHARS)), fits)
    expect(kept).toEqual({ status: 'part', chars: MAX_DRAFT_CHARS })
    expect(held.tries).toBe(1)
    expect(draftLength(JSON.parse(held.json))).toBe(MAX_DRAFT_CHARS)
  })

  test('storage smaller than the draft keeps a beginning it takes, halving, with one write', () => {
    const whole = draft('x'.repeat(100_000))
    const limit = JSON.stringify(draft('x'.repeat(40_000))).length
    const { held, fits } = storage(limit)
    const writes: number[] = []
    const kept = fitDraft(whole, (candidate) => {
      const ok = fits(candidate)
      if (ok) writes.push(draftLength(candidate))
      return ok
    })
    // 100 018 refused, 50 009 refused, 25 004 kept.
    expect(kept).toEqual({ status: 'part', chars: Math.floor(draftLength(whole) / 4) })
    expect(writes).toEqual([Math.floor(draftLength(whole) / 4)])
    expect(whole.message.startsWith(JSON.parse(held.json).message)).toBe(true)
  })

  test('storage that refuses everything keeps nothing, and says so', () => {
    expect(fitDraft(draft('Hello'), () => false)).toEqual({ status: 'none' })
  })
})
