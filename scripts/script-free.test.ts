import { scriptFree } from './script-free.mjs'

const page = `<head><script>deep()</script><link rel="modulepreload" crossorigin href="./a.js"><script type="module" crossorigin src="./index.js"></script><style>p{}</style></head><body><svg><use href="#i-mail"></use></svg><p>Hi</p></body>`

test('drops every script and modulepreload, and keeps the rest of the page', () => {
  expect(scriptFree(page)).toBe(
    '<head><style>p{}</style></head><body><svg><use href="#i-mail"></use></svg><p>Hi</p></body>',
  )
})

test('drops the sprite references when asked', () => {
  expect(scriptFree(page, { sprite: false })).toBe(
    '<head><style>p{}</style></head><body><svg></svg><p>Hi</p></body>',
  )
})
