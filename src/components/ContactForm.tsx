import { signal } from '@preact/signals'
import { type FormEvent, useLayoutEffect, useRef, useState } from 'react'
import { clearDraft, draftOf, isEmptyDraft, saveDraft } from '../lib/draft'
import { EMAIL_ERROR, isValidEmail } from '../lib/email'
import { holdReloadWhile } from '../lib/safeReload'
import { FORM_ENDPOINT } from '../site.config'
import { KeptNote, RestoredNote, useDraftRestore } from './DraftNote'
import { Icon } from './Icon'
import { useDraftKeeper } from './useDraftKeeper'

const field =
  'mt-1 block w-full rounded-md border border-slate-500 bg-ink-soft px-3 py-2 text-slate-100 placeholder:text-slate-400 focusable aria-[invalid=true]:border-red-400'
const label = 'block text-sm font-semibold text-slate-200'

/** Shows that a field is required; screen readers hear it from the field's `required`. */
const Required = () => (
  <span aria-hidden="true" className="ml-1.5 text-xs font-normal text-slate-400">
    (required)
  </span>
)

/**
 * The contact form: the default submission is held back, the email checked (lib/email.ts),
 * and a valid form is then posted natively to the form service. Without JavaScript it posts as is.
 * What the visitor types is kept as a draft for the tab (written once typing pauses, see
 * useDraftKeeper), so a post that never arrives (offline, endpoint down) or a reload loses
 * nothing: the draft comes back when the page does. While the form holds text, a new deploy
 * waits to reload the page.
 */
export function ContactForm() {
  const form = useRef<HTMLFormElement>(null)
  const [emailError, setEmailError] = useState(false)
  const [restored, setRestored] = useDraftRestore(form)
  const keeper = useDraftKeeper()
  // Whether the form holds typed text: a new deploy waits to reload the page meanwhile.
  const [holdsText] = useState(() => signal(false))

  useLayoutEffect(() => holdReloadWhile(holdsText), [holdsText])
  // biome-ignore lint/correctness/useExhaustiveDependencies: a restored draft fills the form
  useLayoutEffect(() => {
    const draft = draftOf(form.current!)
    holdsText.value = !isEmptyDraft(draft)
    // Text typed into the pre-rendered form before the app was live came with no input event;
    // a restored draft is stored already, with its marks (sent, cut).
    if (restored) keeper.writer.cancel()
    else if (holdsText.value) keeper.writer.schedule(draft)
  }, [restored])

  const onInput = () => {
    const draft = draftOf(form.current!)
    holdsText.value = !isEmptyDraft(draft)
    keeper.writer.schedule(draft)
  }

  const onClear = () => {
    form.current!.reset()
    holdsText.value = false
    keeper.reset()
    clearDraft()
    setRestored(null)
    setEmailError(false)
    ;(form.current!.elements.namedItem('name') as HTMLInputElement).focus()
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const target = event.currentTarget
    const email = target.elements.namedItem('email') as HTMLInputElement
    if (!isValidEmail(email.value)) {
      setEmailError(true)
      window.alert(EMAIL_ERROR)
      email.focus()
      return
    }
    setEmailError(false)
    // Marked as sent before the page leaves; it stays, in case the post fails (offline).
    keeper.writer.cancel()
    saveDraft(draftOf(target, true))
    target.submit()
  }

  return (
    <form
      ref={form}
      method="post"
      action={FORM_ENDPOINT}
      onSubmit={onSubmit}
      onInput={onInput}
      className="card grid gap-5"
    >
      {restored && <RestoredNote draft={restored} onClear={onClear} />}
      <KeptNote kept={keeper.kept} refused={keeper.refused} />
      <div>
        <label htmlFor="contact-name" className={label}>
          Name
          <Required />
        </label>
        <input
          id="contact-name"
          name="name"
          type="text"
          required
          autoComplete="name"
          className={field}
        />
      </div>
      <div>
        <label htmlFor="contact-email" className={label}>
          Email
          <Required />
        </label>
        <input
          id="contact-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          // Only when our check failed: "false" would hide the browser's own invalid state.
          aria-invalid={emailError || undefined}
          aria-describedby={emailError ? 'contact-email-error' : undefined}
          onInput={() => emailError && setEmailError(false)}
          className={field}
        />
        {emailError && (
          <p id="contact-email-error" className="mt-1 mb-0 text-sm text-red-300">
            {EMAIL_ERROR}
          </p>
        )}
      </div>
      <div>
        <label htmlFor="contact-message" className={label}>
          Message
          <Required />
        </label>
        <textarea id="contact-message" name="message" rows={4} required className={field} />
      </div>
      {/* Honeypot for bots: not displayed, so people and screen readers never meet it. */}
      <input type="text" name="_gotcha" tabIndex={-1} autoComplete="off" className="hidden" />
      <div>
        <button type="submit" className="btn bg-accent/10">
          <Icon name="carbon:send" />
          Send
        </button>
      </div>
    </form>
  )
}
