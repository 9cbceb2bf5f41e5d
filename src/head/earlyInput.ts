/**
 * What a visitor does before the app is live: the page shows pre-rendered HTML at once, and
 * the app's code starts a moment later. The head script holds the keys typed and the buttons
 * pressed meanwhile (`holdEarlyInput`, part of the head script), and the app
 * hands them on once its own listeners are in place (`releaseEarlyInput`): a keyword typed
 * early opens its game, an early press of Skip to content, a year or Send is pressed again.
 * The two meet at `window[EARLY_INPUT]` (contract.ts names it).
 */

/** A keydown as the key buffer reads it (lib/keys.ts): the key, the modifiers, where. */
export interface EarlyKey {
  key: string
  ctrlKey: boolean
  altKey: boolean
  metaKey: boolean
  isComposing: boolean
  target: EventTarget | null
}

export interface EarlyInput {
  keys: EarlyKey[]
  /** Buttons of the pre-rendered page pressed before the app was live, in order. */
  presses: Element[]
  /** Stops holding: from now on the app's own listeners answer. */
  stop(): void
}

/**
 * The head's side: holds keydowns, and stops a press of a button of the page (`#root`) from
 * doing anything but being remembered, while `live()` is false.
 */
export function holdEarlyInput(live: () => boolean): EarlyInput {
  const keys: EarlyKey[] = []
  const presses: Element[] = []
  const onKey = (event: KeyboardEvent) => {
    if (live()) return
    const { key, ctrlKey, altKey, metaKey, isComposing, target } = event
    keys.push({ key, ctrlKey, altKey, metaKey, isComposing, target })
  }
  const onPress = (event: Event) => {
    if (live()) return
    const target = event.target as Element | null
    const button = target?.closest ? target.closest('#root button') : null
    if (!button) return
    event.preventDefault()
    event.stopImmediatePropagation()
    if (presses.indexOf(button) < 0) presses.push(button)
  }
  window.addEventListener('keydown', onKey, true)
  document.addEventListener('click', onPress, true)
  return {
    keys,
    presses,
    stop() {
      window.removeEventListener('keydown', onKey, true)
      document.removeEventListener('click', onPress, true)
    },
  }
}

/**
 * The app's side, once its listeners are in place: stops the head's hold, then replays each
 * held key that `keep` accepts as a keydown at its own target, and presses again each held
 * button still on the page (a page rendered afresh has other buttons: those presses lapse).
 */
export function releaseEarlyInput(inbox: string, keep: (key: EarlyKey) => boolean): void {
  const store = window as unknown as Record<string, EarlyInput | undefined>
  const held = store[inbox]
  if (!held) return
  delete store[inbox]
  held.stop()
  for (const key of held.keys) {
    if (!keep(key)) continue
    const { target, ...init } = key
    // A key typed at a node the app has since replaced is the page's key all the same.
    const at = target instanceof Node && target.isConnected ? target : document.body
    at.dispatchEvent(new KeyboardEvent('keydown', { ...init, bubbles: true, cancelable: true }))
  }
  for (const button of held.presses) {
    if (button.isConnected) (button as HTMLElement).click()
  }
}
