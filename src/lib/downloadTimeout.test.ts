import { DOWNLOAD_TIMEOUT_MS, DownloadTimeoutError, withinTimeout } from './downloadTimeout'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const never = () => new Promise<never>(() => {})

test('a download that hangs fails after ten seconds, not before', async () => {
  expect(DOWNLOAD_TIMEOUT_MS).toBe(10_000)
  const settled = vi.fn()
  const result = withinTimeout(never()).catch((error: unknown) => {
    settled(error)
  })
  await vi.advanceTimersByTimeAsync(DOWNLOAD_TIMEOUT_MS - 1)
  expect(settled).not.toHaveBeenCalled()
  await vi.advanceTimersByTimeAsync(1)
  await result
  expect(settled.mock.calls[0]![0]).toBeInstanceOf(DownloadTimeoutError)
  expect(String(settled.mock.calls[0]![0])).toContain('no answer within 10 s')
})

test('a download that arrives or fails in time passes through, and its timer is cleared', async () => {
  await expect(withinTimeout(Promise.resolve('code'))).resolves.toBe('code')
  const offline = new TypeError('Failed to fetch')
  await expect(withinTimeout(Promise.reject(offline))).rejects.toBe(offline)
  expect(vi.getTimerCount()).toBe(0)
})
