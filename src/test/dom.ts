// The part of the test set-up that only files with a DOM (happy-dom) need: Testing Library, its
// matchers and its clean-up. setup.ts loads it there and nowhere else, so the pure-logic files
// in Node do not import it (about a third of a second each).
import '@testing-library/jest-dom/vitest'
import { act, cleanup, configure } from '@testing-library/preact'

export { afterPaint } from './afterPaint'

// findBy* and waitFor wait, among others, for a game's lazy chunk, which Vitest transforms on
// its first import: on two busy cores (load average 20) that took longer than the default
// 1 s (GameHost's "Rod 1"). 4 s still fails inside the test's own 5 s limit, with the query's
// message.
configure({ asyncUtilTimeout: 4000 })

/**
 * Unmounts the test's components inside act, so the cleanups Preact defers until after paint
 * run in this test, not in the next one (the automatic cleanup is off: PTL_SKIP_AUTO_CLEANUP).
 */
export function unmountAll(): void {
  act(() => {
    cleanup()
  })
}
