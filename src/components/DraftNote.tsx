import { type RefObject, useLayoutEffect, useState } from 'react'
import { DRAFT_FIELDS, type Draft, loadDraft } from '../lib/draft'
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
  /** The draft was left by a Send, which may or may not have arrived. */
  sent: boolean
  onClear: () => void
}

/** Says why the form is already filled in, with a way to start afresh. */
export function RestoredNote({ sent, onClear }: RestoredNoteProps) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-md border border-ink-line px-3 py-2 text-sm text-slate-300">
      <p role="status" className="m-0 flex-1">
        <Icon name="carbon:document" className="mr-1.5 align-[-0.15em]" />
        {sent
          ? 'Your last message is back in the form, in case it did not arrive.'
          : 'Your unsent message was restored.'}
      </p>
      <button type="button" className="link text-sm" onClick={onClear}>
        Clear form
      </button>
    </div>
  )
}
