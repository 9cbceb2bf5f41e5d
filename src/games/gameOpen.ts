import { type ReadonlySignal, signal } from '@preact/signals-core'

const open = signal(false)

/** Whether the games dialog (a game or the games menu) is open. GameHost keeps it current. */
export const gameOpen: ReadonlySignal<boolean> = open

export function setGameOpen(value: boolean): void {
  open.value = value
}
