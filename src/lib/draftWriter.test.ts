import { createDraftWriter, DRAFT_PAUSE_MS } from './draftWriter'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

test('writes the newest value once, a pause after the last change, not on every key', () => {
  const write = vi.fn()
  const writer = createDraftWriter(write)
  for (const text of ['H', 'He', 'Hel']) {
    writer.schedule(text)
    vi.advanceTimersByTime(DRAFT_PAUSE_MS - 1)
  }
  expect(write).not.toHaveBeenCalled()
  vi.advanceTimersByTime(1)
  expect(write.mock.calls).toEqual([['Hel']])
})

test('flush writes what waits at once, and only once', () => {
  const write = vi.fn()
  const writer = createDraftWriter(write)
  writer.flush()
  expect(write).not.toHaveBeenCalled()
  writer.schedule('Hello')
  writer.flush()
  expect(write.mock.calls).toEqual([['Hello']])
  vi.advanceTimersByTime(DRAFT_PAUSE_MS)
  writer.flush()
  expect(write).toHaveBeenCalledTimes(1)
})

test('cancel forgets what waits', () => {
  const write = vi.fn()
  const writer = createDraftWriter(write)
  writer.schedule('Hello')
  writer.cancel()
  vi.advanceTimersByTime(DRAFT_PAUSE_MS)
  writer.flush()
  expect(write).not.toHaveBeenCalled()
})
