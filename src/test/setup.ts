import { consoleProblems, guard } from './console'

// Files with a DOM get Testing Library and its clean-up (dom.ts); the others do without.
const dom = typeof document === 'undefined' ? null : await import('./dom')

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
  // Components unmount first: what they log while going counts for this test.
  dom?.unmountAll()
  const calls = { error: errors.mock.calls.length, warn: warnings.mock.calls.length }
  expect(consoleProblems(calls)).toEqual([])
})

// Preact runs unmount cleanups after the next frame (a requestAnimationFrame raced with a
// 100 ms timeout). Let that frame come before the file's DOM goes, or the timeout fires in
// the next file with no cancelAnimationFrame left to call.
if (dom) afterAll(dom.afterPaint)
