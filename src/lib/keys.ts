// Which keys belong to the page: plain rules, no UI runtime (the 3D scene imports them too).

type Modifiers = Pick<KeyboardEvent, 'ctrlKey' | 'altKey' | 'metaKey'>

/** Ctrl, Alt or Meta is held: a shortcut for the browser or the system, never ours. */
export function isShortcut(event: Modifiers): boolean {
  return event.ctrlKey || event.altKey || event.metaKey
}

/** Whether keys pressed at `target` type text: a form field or editable content. */
export function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false
  if (target.closest('input, textarea, select')) return true
  const editable = target.closest('[contenteditable]')
  return (
    (target as HTMLElement).isContentEditable === true ||
    (editable !== null && editable.getAttribute('contenteditable') !== 'false')
  )
}

type TypedKey = Modifiers & Pick<KeyboardEvent, 'key' | 'isComposing' | 'target'>

/**
 * A character typed at the page itself (the key buffer's keywords, Hanoi's 1 2 3): one
 * character, no shortcut, no IME composition, and not into a field.
 */
export function isTypedOnPage(event: TypedKey): boolean {
  return (
    !isShortcut(event) &&
    !event.isComposing &&
    [...event.key].length === 1 &&
    !isTextEntry(event.target)
  )
}
