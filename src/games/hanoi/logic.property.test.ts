import fc from 'fast-check'
import { propertyRuns, propertyTimeLimit } from '../../test/properties'
import { addDisk, type Hanoi, MAX_DISKS, press, type RodIndex, reset, start } from './logic'

const action = fc.oneof(
  { weight: 10, arbitrary: fc.constantFrom<RodIndex>(0, 1, 2) },
  { weight: 1, arbitrary: fc.constantFrom('add' as const, 'reset' as const) },
)

/**
 * What is wrong with a state reached by one action, or null: a larger disk on a smaller, a
 * disk lost or duplicated, or more than one move counted for a press. Plain checks, and
 * `expect` only on a failure: an `expect` per check made this property take seconds on a
 * busy machine.
 */
function brokenRule(before: Hanoi, after: Hanoi, pressed: boolean): string | null {
  for (const [r, rod] of after.rods.entries()) {
    for (let i = 1; i < rod.length; i++) {
      if (rod[i]! >= rod[i - 1]!) return `rod ${r} holds ${rod[i]} on ${rod[i - 1]}`
    }
  }
  const all = after.rods.flat().sort((x, y) => x - y)
  if (all.length !== after.disks || all.some((disk, i) => disk !== i + 1)) {
    return `${after.disks} disks, rods hold ${all.join(',')}`
  }
  if (pressed && after.moves - before.moves > 1) {
    return `one press counted ${after.moves - before.moves} moves`
  }
  return null
}

test(
  'no sequence of actions puts a larger disk on a smaller or loses a disk',
  () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: MAX_DISKS }),
        fc.array(action, { maxLength: 200 }),
        (n, actions) => {
          let state = start(n)
          for (const a of actions) {
            const before = state
            state = a === 'add' ? addDisk(state) : a === 'reset' ? reset(state) : press(state, a)
            const broken = brokenRule(before, state, typeof a === 'number')
            if (broken) expect.fail(`after ${a}: ${broken}`)
          }
        },
      ),
      { numRuns: propertyRuns(3000) },
    )
  },
  propertyTimeLimit(),
)
