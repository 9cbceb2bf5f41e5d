/** How long typing pauses before the draft is written. */
export const DRAFT_PAUSE_MS = 400

export interface DraftWriter<T> {
  /** `value` is the newest: it is written once typing pauses for DRAFT_PAUSE_MS. */
  schedule(value: T): void
  /** Writes a value that waits, now (the page hides or goes, a planned reload, an unmount). */
  flush(): void
  /** Forgets a value that waits (the form was sent or cleared, and written already). */
  cancel(): void
}

/**
 * Writes the newest value a pause after the last change, not on every key: each write
 * serialises and stores the whole text, which for a long message costs more than a key's
 * time. `flush` writes what waits at once.
 */
export function createDraftWriter<T>(write: (value: T) => void, pause = DRAFT_PAUSE_MS) {
  let waiting: { value: T } | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  const writer: DraftWriter<T> = {
    schedule(value) {
      waiting = { value }
      clearTimeout(timer)
      timer = setTimeout(writer.flush, pause)
    },
    flush() {
      clearTimeout(timer)
      const next = waiting
      waiting = null
      if (next) write(next.value)
    },
    cancel() {
      clearTimeout(timer)
      waiting = null
    },
  }
  return writer
}
