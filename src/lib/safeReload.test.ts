import { signal } from '@preact/signals'
import { holdReloadWhile, reloadHeld, reloadWhenSafe, resetReloadForTests } from './safeReload'

afterEach(() => {
  resetReloadForTests()
})

test('with nothing holding it, the page reloads at once', () => {
  const reload = vi.fn()
  reloadWhenSafe(reload)
  expect(reload).toHaveBeenCalledTimes(1)
})

test('a hold makes the reload wait until it is released, then it happens once', async () => {
  const gameOpen = signal(true)
  const typed = signal(false)
  holdReloadWhile(gameOpen)
  holdReloadWhile(typed)
  const reload = vi.fn()
  reloadWhenSafe(reload)
  reloadWhenSafe(reload)
  expect(reload).not.toHaveBeenCalled()

  typed.value = true
  gameOpen.value = false
  expect(reloadHeld.value).toBe(true)
  expect(reload).not.toHaveBeenCalled()

  typed.value = false
  expect(reload).toHaveBeenCalledTimes(1)
  await Promise.resolve()
  gameOpen.value = true
  gameOpen.value = false
  expect(reload).toHaveBeenCalledTimes(1)
})

test('a part of the page that goes away takes its hold with it', () => {
  const typed = signal(true)
  const release = holdReloadWhile(typed)
  const reload = vi.fn()
  reloadWhenSafe(reload)
  expect(reload).not.toHaveBeenCalled()
  release()
  expect(reload).toHaveBeenCalledTimes(1)
})

test('releasing one hold leaves the others holding', () => {
  const gameOpen = signal(true)
  const typed = signal(true)
  holdReloadWhile(gameOpen)
  const releaseForm = holdReloadWhile(typed)
  const reload = vi.fn()
  reloadWhenSafe(reload)
  releaseForm()
  expect(reloadHeld.value).toBe(true)
  expect(reload).not.toHaveBeenCalled()
  gameOpen.value = false
  expect(reload).toHaveBeenCalledTimes(1)
})

test('a hold that comes and goes right after the reload does not reload again', () => {
  const typed = signal(false)
  holdReloadWhile(typed)
  const reload = vi.fn()
  reloadWhenSafe(reload)
  expect(reload).toHaveBeenCalledTimes(1)
  typed.value = true
  typed.value = false
  expect(reload).toHaveBeenCalledTimes(1)
})
