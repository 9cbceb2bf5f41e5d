// @vitest-environment happy-dom

import { isTypedOnPage } from '../lib/keys'
import { type EarlyKey, holdEarlyInput, releaseEarlyInput } from './earlyInput'

const INBOX = 'testInbox'
const store = window as unknown as Record<string, unknown>
let live = false

beforeEach(() => {
  live = false
  document.body.innerHTML =
    '<div id="root"><button type="button">Year</button><input aria-label="Name"></div><button type="button">Outside</button>'
  store[INBOX] = holdEarlyInput(() => live)
})
afterEach(() => {
  releaseEarlyInput(INBOX, () => false)
})

const type = (target: Element, key: string, init: KeyboardEventInit = {}) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, ...init }))

test('held keys reach the app as keydowns at their own target, filtered as the key buffer filters them', () => {
  const input = document.querySelector('input')!
  type(document.body, 'g')
  type(input, 'x')
  type(document.body, 'a', { ctrlKey: true })
  type(document.body, 'm')
  const seen: string[] = []
  const onKey = (event: KeyboardEvent) => {
    if (isTypedOnPage(event)) seen.push(event.key)
  }
  window.addEventListener('keydown', onKey)
  const kept: EarlyKey[] = []
  releaseEarlyInput(INBOX, (key) => {
    kept.push(key)
    return isTypedOnPage(key)
  })
  window.removeEventListener('keydown', onKey)
  expect(kept.map((k) => k.key)).toEqual(['g', 'x', 'a', 'm'])
  expect(seen).toEqual(['g', 'm'])
  expect(store[INBOX]).toBeUndefined()
})

test('a button of the page pressed early is pressed again for the app; one outside, or gone, is not held', () => {
  const [year, outside] = document.querySelectorAll('button')
  const presses: string[] = []
  for (const button of [year!, outside!])
    button.addEventListener('click', () => presses.push(button.textContent!))
  year!.click()
  year!.click()
  outside!.click()
  expect(presses).toEqual(['Outside'])
  live = true
  releaseEarlyInput(INBOX, () => true)
  expect(presses).toEqual(['Outside', 'Year'])
})

test('a press whose button the app has replaced lapses, and the hold lets go of the page', () => {
  const year = document.querySelector('#root button')!
  const pressed = vi.fn()
  year.addEventListener('click', pressed)
  year.dispatchEvent(new MouseEvent('click', { bubbles: true }))
  year.remove()
  releaseEarlyInput(INBOX, () => true)
  expect(pressed).not.toHaveBeenCalled()
  document.body.append(year)
  year.dispatchEvent(new MouseEvent('click', { bubbles: true }))
  expect(pressed).toHaveBeenCalledTimes(1)
})

test('nothing is held once the app is live', () => {
  live = true
  const year = document.querySelector('#root button')!
  const pressed = vi.fn()
  year.addEventListener('click', pressed)
  ;(year as HTMLElement).click()
  type(document.body, 'g')
  expect(pressed).toHaveBeenCalledTimes(1)
  const kept = vi.fn(() => false)
  releaseEarlyInput(INBOX, kept)
  expect(kept).not.toHaveBeenCalled()
})
