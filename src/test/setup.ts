import '@testing-library/jest-dom/vitest'
import { act, cleanup } from '@testing-library/preact'
import { afterPaint } from './afterPaint'
import { consoleProblems, guard } from './console'

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
