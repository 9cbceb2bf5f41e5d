import '@testing-library/jest-dom/vitest'
import { afterPaint } from './afterPaint'

// A test that makes React (or anything else) log an error or a warning fails.
const fail =
  (kind: string) =>
  (...args: unknown[]) => {
    throw new Error(`console.${kind} called: ${args.map(String).join(' ')}`)
  }
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(fail('error'))
  vi.spyOn(console, 'warn').mockImplementation(fail('warn'))
})

// Preact runs unmount cleanups after the next frame (a requestAnimationFrame raced with a
// 100 ms timeout). Let that frame come before the file's jsdom goes, or the timeout fires in
// the next file with no cancelAnimationFrame left to call.
afterAll(afterPaint)
