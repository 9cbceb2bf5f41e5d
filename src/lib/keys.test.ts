// @vitest-environment happy-dom
import { isShortcut, isTextEntry, isTypedOnPage } from './keys'

const mods = (ctrlKey: boolean, altKey: boolean, metaKey: boolean) => ({ ctrlKey, altKey, metaKey })

test.each([
  [mods(false, false, false), false],
  [mods(true, false, false), true],
  [mods(false, true, false), true],
  [mods(false, false, true), true],
  [mods(true, true, false), true],
  [mods(true, false, true), true],
  [mods(false, true, true), true],
  [mods(true, true, true), true],
])('isShortcut(%j) → %s', (event, shortcut) => {
  expect(isShortcut(event)).toBe(shortcut)
})

// The element marked data-t in the given markup.
function element(html: string): Element {
  const host = document.createElement('div')
  host.innerHTML = html
  return host.querySelector('[data-t]')!
}

test.each([
  ['the page body', false, document.body],
  ['no target', false, null],
  ['the window', false, window],
  ['an input', true, element('<input data-t>')],
  ['a checkbox', true, element('<input type="checkbox" data-t>')],
  ['a textarea', true, element('<textarea data-t></textarea>')],
  ['a select', true, element('<select data-t></select>')],
  ['an option in a select', true, element('<select><option data-t>o</option></select>')],
  ['a contenteditable element', true, element('<div contenteditable data-t></div>')],
  ['inside contenteditable', true, element('<div contenteditable><b data-t>x</b></div>')],
  ['contenteditable="true"', true, element('<div contenteditable="true" data-t></div>')],
  ['contenteditable="false"', false, element('<div contenteditable="false" data-t></div>')],
  ['a button', false, element('<button data-t>b</button>')],
  ['a link', false, element('<a href="#x" data-t>a</a>')],
])('isTextEntry: %s → %s', (_, entry, target) => {
  expect(isTextEntry(target)).toBe(entry)
})

const key = (init: Partial<Parameters<typeof isTypedOnPage>[0]>) => ({
  key: 'g',
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  isComposing: false,
  target: document.body as EventTarget | null,
  ...init,
})

test.each([
  ['a plain letter on the page', true, key({})],
  ['a digit', true, key({ key: '2' })],
  ['a shifted letter', true, key({ key: 'G' })],
  ['an emoji (one character, two code units)', true, key({ key: '😀' })],
  ['Ctrl held', false, key({ ctrlKey: true })],
  ['Alt held', false, key({ altKey: true })],
  ['Meta held', false, key({ metaKey: true })],
  ['IME composition', false, key({ isComposing: true })],
  ['a named key', false, key({ key: 'Enter' })],
  ['an arrow key', false, key({ key: 'ArrowLeft' })],
  ['no key', false, key({ key: '' })],
  ['in an input', false, key({ target: element('<input data-t>') })],
  ['in a textarea', false, key({ target: element('<textarea data-t></textarea>') })],
  ['in a select', false, key({ target: element('<select data-t></select>') })],
  [
    'in contenteditable',
    false,
    key({ target: element('<div contenteditable><b data-t>x</b></div>') }),
  ],
  [
    'contenteditable="false"',
    true,
    key({ target: element('<div contenteditable="false" data-t></div>') }),
  ],
  ['on a button', true, key({ target: element('<button data-t>b</button>') })],
])('isTypedOnPage: %s → %s', (_, typed, event) => {
  expect(isTypedOnPage(event)).toBe(typed)
})
