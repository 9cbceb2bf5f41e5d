import { gateFor, holdPartsWhile, hydrating, releaseAllParts, releaseParts } from './hydrateLater'

/** A scheduler the test moves by hand: each step resolves when the test says. */
function fakeSteps() {
  const waiting: (() => void)[] = []
  const step = () => new Promise<void>((resolve) => waiting.push(resolve))
  const next = async () => {
    waiting.shift()?.()
    // Lets the awaits that follow the step run.
    for (let i = 0; i < 5; i++) await Promise.resolve()
  }
  return { step, next, pending: () => waiting.length }
}

/** Which of the gates have opened, read after the microtasks have run. */
const tracker = (gates: (Promise<void> | null)[]) => {
  const open = gates.map(() => false)
  gates.forEach((gate, i) => void gate?.then(() => (open[i] = true)))
  return open
}

afterEach(() => releaseAllParts())

test('a part rendered outside the hydrating render renders at once', () => {
  expect(gateFor()).toBeNull()
  holdPartsWhile(() => {})
  expect(gateFor()).toBeNull()
})

test('the hydrating flag holds during the hydrating render only, a throw in it included', () => {
  const seen: boolean[] = [hydrating]
  holdPartsWhile(() => seen.push(hydrating))
  expect(() =>
    holdPartsWhile(() => {
      throw new Error('render failed')
    }),
  ).toThrow('render failed')
  seen.push(hydrating)
  expect(seen).toEqual([false, true, false])
})

test('the gates open one per step, in the order the parts rendered, then parts render at once', async () => {
  let held: (Promise<void> | null)[] = []
  holdPartsWhile(() => {
    held = [gateFor(), gateFor(), gateFor()]
  })
  const open = tracker(held)
  const { step, next, pending } = fakeSteps()
  const released = releaseParts(step)
  // Nothing opens in the task that hydrated the page.
  await Promise.resolve()
  expect(open).toEqual([false, false, false])
  expect(pending()).toBe(1)
  await next()
  expect(open).toEqual([true, false, false])
  await next()
  expect(open).toEqual([true, true, false])
  await next()
  expect(open).toEqual([true, true, true])
  await released
})

test('the visitor reaching for the page opens every gate left at once', async () => {
  let held: (Promise<void> | null)[] = []
  holdPartsWhile(() => {
    held = [gateFor(), gateFor(), gateFor()]
  })
  const open = tracker(held)
  const { step, next } = fakeSteps()
  const released = releaseParts(step)
  await next()
  expect(open).toEqual([true, false, false])
  releaseAllParts()
  await next()
  expect(open).toEqual([true, true, true])
  await released
})
