import { computed, type ReadonlySignal, signal } from '@preact/signals'

/** A message for a game's live region, numbered: the same text said twice is two sayings. */
export interface Said {
  readonly text: string
  readonly n: number
}

interface Voice {
  /** The latest saying. */
  said: ReadonlySignal<Said>
  /** Says `text` (again, if it was the last thing said). */
  say: (text: string) => void
}

/** What a game says to its live region; a model keeps one. */
export function createVoice(): Voice {
  const said = signal<Said>({ text: '', n: 0 })
  return {
    said: computed(() => said.value),
    say: (text) => {
      said.value = { text, n: said.value.n + 1 }
    },
  }
}
