import type { Draft } from './draft'

/** How much of a draft storage kept: all of it, its first `chars` characters, or nothing. */
export type Kept = { status: 'all' } | { status: 'part'; chars: number } | { status: 'none' }

const FIELDS = ['name', 'email', 'message'] as const

/** Characters typed into the draft's fields, all together. */
export const draftLength = (draft: Draft): number =>
  FIELDS.reduce((sum, field) => sum + draft[field].length, 0)

/**
 * The first `chars` characters of what was typed, field after field (name, email, message),
 * never half of a character written as two UTF-16 units (an emoji).
 */
export function cutDraft(draft: Draft, chars: number): Draft {
  let left = chars
  const cut = { ...draft }
  for (const field of FIELDS) {
    let end = Math.min(left, draft[field].length)
    const last = draft[field].charCodeAt(end - 1)
    if (end < draft[field].length && last >= 0xd800 && last <= 0xdbff) end--
    cut[field] = draft[field].slice(0, end)
    left = end < draft[field].length ? 0 : left - end
  }
  return cut
}

/**
 * The most a stored draft keeps: a million characters (2 MB as the browser counts), far
 * beyond any message and well within every browser's session storage (5 million characters
 * in Chromium). A write costs about its size: 5 MB took Chromium 250 to 700 ms each.
 */
export const MAX_DRAFT_CHARS = 1_000_000

/**
 * Stores as much of `draft` as `fits` (which tries to store a candidate and says whether it
 * was) takes: all of it up to MAX_DRAFT_CHARS, else its beginning, halved while storage
 * refuses it (a refused write is cheap: only one write succeeds, the last one tried).
 */
export function fitDraft(draft: Draft, fits: (candidate: Draft, whole: boolean) => boolean): Kept {
  const length = draftLength(draft)
  if (length <= MAX_DRAFT_CHARS && fits(draft, true)) return { status: 'all' }
  let chars = length > MAX_DRAFT_CHARS ? MAX_DRAFT_CHARS : Math.floor(length / 2)
  for (; chars >= 1; chars = Math.floor(chars / 2)) {
    const cut = cutDraft(draft, chars)
    if (fits(cut, false)) return { status: 'part', chars: draftLength(cut) }
  }
  return { status: 'none' }
}
