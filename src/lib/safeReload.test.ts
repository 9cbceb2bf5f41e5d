import { signal } from '@preact/signals'

type SafeReload = typeof import('./safeReload')
let holdReloadWhile: SafeReload['holdReloadWhile']
let reloadHeld: SafeReload['reloadHeld']
let reloadNow: SafeReload['reloadNow']
let reloadWhenSafe: SafeReload['reloadWhenSafe']
let saveBeforeReload: SafeReload['saveBeforeReload']

// Each test has the module fresh, as each page load does: a waiting reload, holds and savers
// never outlive the page (a real reload ends it).
beforeEach(async () => {
  vi.resetModules()
  ;({ holdReloadWhile, reloadHeld, reloadNow, reloadWhenSafe, saveBeforeReload } = await import(
    './safeReload'
  ))
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

test('what waits to be saved is saved before any reload, planned or asked for', () => {
  const order: string[] = []
  const release = saveBeforeReload(() => order.push('saved'))
  reloadNow(() => order.push('reloaded'))
  expect(order).toEqual(['saved', 'reloaded'])

  const typed = signal(true)
  holdReloadWhile(typed)
  reloadWhenSafe(() => order.push('reloaded when safe'))
  typed.value = false
  expect(order).toEqual(['saved', 'reloaded', 'saved', 'reloaded when safe'])

  release()
  reloadNow(() => order.push('reloaded'))
  expect(order.at(-2)).toBe('reloaded when safe')
})
