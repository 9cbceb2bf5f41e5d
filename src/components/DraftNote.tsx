import { type RefObject, useLayoutEffect, useState } from 'react'
import { DRAFT_FIELDS, type Draft, loadDraft } from '../lib/draft'
import { draftLength, type Kept } from '../lib/draftFit'
import { Icon } from './Icon'

/**
 * On mount, puts a saved contact draft back into the empty fields of `form`;
 * returns the draft it restored (null when none) and a setter to dismiss it.
 */
export function useDraftRestore(form: RefObject<HTMLFormElement | null>) {
  const [restored, setRestored] = useState<Draft | null>(null)

  useLayoutEffect(() => {
    const draft = loadDraft()
    if (!draft || !form.current) return
    let filled = false
    for (const field of DRAFT_FIELDS) {
      const element = form.current.elements.namedItem(field)
      const fillable = element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
      if (!fillable || element.value !== '' || draft[field] === '') continue
      element.value = draft[field]
      filled = true
    }
    if (filled) setRestored(draft)
  }, [form])

  return [restored, setRestored] as const
}

interface RestoredNoteProps {
  draft: Draft
  onClear: () => void
}

const count = (chars: number) => chars.toLocaleString('en')

/** What the note says of a restored draft. */
function restoredText(draft: Draft): string {
  // Left by a Send, which may or may not have arrived.
  if (draft.sent) return 'Your last message is back in the form, in case it did not arrive.'
  if (draft.cut) {
    return `Your unsent message was restored, but only its first ${count(draftLength(draft))} characters: the rest was too long to keep.`
  }
  return 'Your unsent message was restored.'
}

/** Says why the form is already filled in, with a way to start afresh. */
export function RestoredNote({ draft, onClear }: RestoredNoteProps) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-md border border-ink-line px-3 py-2 text-sm text-slate-300">
      <p role="status" className="m-0 flex-1">
        <Icon name="carbon:document" className="mr-1.5 align-[-0.15em]" />
        {restoredText(draft)}
      </p>
      <button type="button" className="link text-sm" onClick={onClear}>
        Clear form
      </button>
    </div>
  )
}

/**
 * Says honestly what a reload would lose: the end of a text too long for the tab's storage,
 * or everything when the browser refuses storage (said once, and the note then stays).
 */
export function KeptNote({ kept, refused }: { kept: Kept; refused: boolean }) {
  const text = refused
    ? 'This browser does not let the site keep your message: if the page reloads, what you typed is lost.'
    : kept.status === 'part'
      ? `Your message is too long to keep if the page reloads: only the first ${count(kept.chars)} characters are saved.`
      : null
  if (!text) return null
  return (
    <p
      role="status"
      className="m-0 rounded-md border border-amber-300/60 px-3 py-2 text-sm text-amber-200"
    >
      <Icon name="carbon:warning" className="mr-1.5 align-[-0.15em]" />
      {text}
    </p>
  )
}
