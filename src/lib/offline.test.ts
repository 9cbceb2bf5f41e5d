// @vitest-environment happy-dom
import { WORKER_REPLACED } from '../head/contract'
import { watchWorker } from '../head/workerWatch'

const reloadWhenSafe = vi.fn()
vi.mock('./safeReload', () => ({ reloadWhenSafe: () => reloadWhenSafe() }))
vi.mock('./serviceWorker', () => ({ startServiceWorker: vi.fn() }))

/** A stand-in for navigator.serviceWorker: `takeOver()` is a new worker claiming the page. */
function fakeWorkers(controlled: boolean) {
  const container = new EventTarget() as EventTarget & { controller: object | null }
  container.controller = controlled ? {} : null
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container })
  return {
    takeOver() {
      container.controller = {}
      container.dispatchEvent(new Event('controllerchange'))
    },
  }
}

async function start() {
  vi.resetModules()
  const { startOffline } = await import('./offline')
  startOffline()
}

afterEach(() => {
  document.documentElement.classList.remove(WORKER_REPLACED)
  reloadWhenSafe.mockReset()
})

test('a page an older worker served reloads (when safe) once a new deploy takes over', async () => {
  const workers = fakeWorkers(true)
  await start()
  expect(reloadWhenSafe).not.toHaveBeenCalled()
  workers.takeOver()
  expect(reloadWhenSafe).toHaveBeenCalledTimes(1)
})

test('a takeover before the app ran, seen by the head script, reloads too', async () => {
  const workers = fakeWorkers(true)
  watchWorker()
  workers.takeOver()
  expect(document.documentElement.classList.contains(WORKER_REPLACED)).toBe(true)
  await start()
  expect(reloadWhenSafe).toHaveBeenCalledTimes(1)
})

test('the first worker taking control of a first visit reloads nothing', async () => {
  const workers = fakeWorkers(false)
  watchWorker()
  await start()
  workers.takeOver()
  expect(document.documentElement.classList.contains(WORKER_REPLACED)).toBe(false)
  expect(reloadWhenSafe).not.toHaveBeenCalled()
})
