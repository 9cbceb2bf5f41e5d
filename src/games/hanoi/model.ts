import { computed, createModel, signal } from '@preact/signals'
import { createVoice } from '../said'
import {
  addDisk,
  type Hanoi,
  MAX_DISKS,
  minMoves,
  press,
  type RodIndex,
  reset,
  start,
} from './logic'

/** Tower of Hanoi: the puzzle state as signals, changed only by its actions. */
export const HanoiModel = createModel((disks?: number) => {
  const state = signal<Hanoi>(start(disks))
  const voice = createVoice()
  // Every action's message is said, even when it repeats the last one.
  const act = (next: Hanoi) => {
    state.value = next
    voice.say(next.message)
  }

  return {
    rods: computed(() => state.value.rods),
    selected: computed(() => state.value.selected),
    moves: computed(() => state.value.moves),
    disks: computed(() => state.value.disks),
    /** Every message, numbered: a repeated one is said again. */
    said: voice.said,
    minMoves: computed(() => minMoves(state.value.disks)),
    canAddDisk: computed(() => state.value.disks < MAX_DISKS),
    press(rod: RodIndex) {
      act(press(state.value, rod))
    },
    addDisk() {
      act(addDisk(state.value))
    },
    reset() {
      act(reset(state.value))
    },
  }
})
