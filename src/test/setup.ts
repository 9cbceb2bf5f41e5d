import '@testing-library/jest-dom/vitest'

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
