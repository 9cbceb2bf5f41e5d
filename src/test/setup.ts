import '@testing-library/jest-dom/vitest'
import { act, cleanup, configure } from '@testing-library/preact'
import { afterPaint } from './afterPaint'
import { consoleProblems, guard } from './console'

// findBy* and waitFor wait, among others, for a game's lazy chunk, which Vitest transforms on
// its first import: on two busy cores (load average 20) that took longer than the default
// 1 s (GameHost's "Rod 1"). 4 s still fails inside the test's own 5 s limit, with the query's
// message.
configure({ asyncUtilTimeout: 4000 })

// A test that makes Preact (or anything else) log an error or a warning fails: the spy
// throws at once, and in case a library caught that throw, afterEach counts the calls too.
// A test that expects a line declares it with expectConsole() (src/test/console.ts).
let errors: ReturnType<typeof vi.spyOn>
let warnings: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(guard('error'))
  warnings = vi.spyOn(console, 'warn').mockImplementation(guard('warn'))
})
afterEach(() => {
  // Unmounted inside act, so the cleanups Preact defers until after paint run in this test,
  // not in the next one (the automatic cleanup is off: PTL_SKIP_AUTO_CLEANUP).
  act(() => {
    cleanup()
  })
  const calls = { error: errors.mock.calls.length, warn: warnings.mock.calls.length }
  expect(consoleProblems(calls)).toEqual([])
})

// Preact runs unmount cleanups after the next frame (a requestAnimationFrame raced with a
// 100 ms timeout). Let that frame come before the file's jsdom goes, or the timeout fires in
// the next file with no cancelAnimationFrame left to call.
afterAll(afterPaint)
