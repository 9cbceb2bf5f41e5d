import { computed, effect, type ReadonlySignal, signal } from '@preact/signals-core'

// Conditions under which a reload would cost the visitor something (a game in play, text
// typed into the contact form), each registered by the part of the page that knows it.
const conditions = signal<readonly ReadonlySignal<boolean>[]>([])

/** True while any registered condition holds: the page must not reload now. */
export const reloadHeld: ReadonlySignal<boolean> = computed(() =>
  conditions.value.some((busy) => busy.value),
)

/** Holds any reload while `busy` is true; returns the release (for an unmount). */
export function holdReloadWhile(busy: ReadonlySignal<boolean>): () => void {
  conditions.value = [...conditions.value, busy]
  return () => {
    conditions.value = conditions.value.filter((c) => c !== busy)
  }
}

// What must be written before the page goes (a contact draft whose write waits for a pause).
const savers = new Set<() => void>()

/** Runs `save` before any reload this page plans; returns the release (for an unmount). */
export function saveBeforeReload(save: () => void): () => void {
  savers.add(save)
  return () => savers.delete(save)
}

/** Saves what waits to be saved, then reloads: the visitor asked (a new deploy's Reload). */
export function reloadNow(reload: () => void = () => window.location.reload()): void {
  for (const save of savers) save()
  reload()
}

let waiting = false

/**
 * Reloads the page at the first safe moment: at once when nothing holds it, else as soon as
 * the last hold is released (the game closed, the form emptied or left). Asking again while
 * a reload waits changes nothing.
 */
export function reloadWhenSafe(reload: () => void = () => window.location.reload()): void {
  if (waiting) return
  waiting = true
  let done = false
  const stop = effect(() => {
    if (done || reloadHeld.value) return
    done = true
    queueMicrotask(() => stop())
    reloadNow(reload)
  })
}
