import { fitDraft, type Kept } from './draftFit'
import { createStore, type Store } from './storage'

/** What the visitor typed into the contact form (never the honeypot). */
export interface Draft {
  name: string
  email: string
  message: string
  /** Set when the page was left by a Send: the post may or may not have arrived. */
  sent: boolean
  /** Set on a stored draft that is only the beginning of what was typed (too long to keep). */
  cut?: true
}

export const DRAFT_FIELDS = ['name', 'email', 'message'] as const
export const DRAFT_KEY = 'contact.draft'

/** Session storage for this tab, or memory for the visit when it is blocked. */
const sessionStore: Store = createStore(() =>
  typeof window === 'undefined' ? undefined : window.sessionStorage,
)

/** Whether nothing is typed in any field. */
export const isEmptyDraft = (draft: Draft): boolean =>
  DRAFT_FIELDS.every((field) => draft[field] === '')

/** The saved draft, or null when there is none or it cannot be read. */
export function loadDraft(store: Store = sessionStore): Draft | null {
  const whole = wholeDrafts.get(store)
  if (whole) return whole
  const raw = store.get(DRAFT_KEY)
  if (!raw) return null
  try {
    const data: unknown = JSON.parse(raw)
    if (typeof data !== 'object' || data === null) return null
    const record = data as Record<string, unknown>
    const text = (field: string) => (typeof record[field] === 'string' ? record[field] : '')
    const draft: Draft = {
      name: text('name'),
      email: text('email'),
      message: text('message'),
      sent: record.sent === true,
    }
    if (record.cut === true) draft.cut = true
    return isEmptyDraft(draft) ? null : draft
  } catch {
    return null
  }
}

// Drafts that storage kept only in part: whole in memory for the visit (a page of the site
// left and come back to gets all of it back; a reload gets what storage kept).
const wholeDrafts = new WeakMap<Store, Draft>()

/**
 * Stores the draft: all of it, or, when storage is too small, the longest beginning it takes
 * (marked `cut`), or nothing when storage refuses every write (blocked). Says which.
 */
export function saveDraft(draft: Draft, store: Store = sessionStore): Kept {
  wholeDrafts.delete(store)
  if (isEmptyDraft(draft)) {
    store.remove(DRAFT_KEY)
    return { status: 'all' }
  }
  const kept = fitDraft(draft, (candidate, whole) =>
    store.set(DRAFT_KEY, JSON.stringify(whole ? candidate : { ...candidate, cut: true })),
  )
  if (kept.status === 'none') store.remove(DRAFT_KEY)
  if (kept.status !== 'all') wholeDrafts.set(store, draft)
  return kept
}

export function clearDraft(store: Store = sessionStore): void {
  wholeDrafts.delete(store)
  store.remove(DRAFT_KEY)
}

/** Reads the draft fields out of a form. */
export function draftOf(form: HTMLFormElement, sent = false): Draft {
  const value = (field: string) => {
    const element = form.elements.namedItem(field)
    return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
      ? element.value
      : ''
  }
  return { name: value('name'), email: value('email'), message: value('message'), sent }
}
