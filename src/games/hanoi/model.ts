import { computed, createModel, signal } from '@preact/signals'
import {
  addDisk,
  type Hanoi,
  isSolved,
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

  return {
    rods: computed(() => state.value.rods),
    selected: computed(() => state.value.selected),
    moves: computed(() => state.value.moves),
    disks: computed(() => state.value.disks),
    message: computed(() => state.value.message),
    solved: computed(() => isSolved(state.value)),
    minMoves: computed(() => minMoves(state.value.disks)),
    canAddDisk: computed(() => state.value.disks < MAX_DISKS),
    press(rod: RodIndex) {
      state.value = press(state.value, rod)
    },
    addDisk() {
      state.value = addDisk(state.value)
    },
    reset() {
      state.value = reset(state.value)
    },
  }
})
