// @vitest-environment node
import { ADDRESSES, hashOf } from './addresses'
import { routePath } from './hashPath'

test.each(ADDRESSES)('$address shows $path', ({ address, path }) => {
  expect(routePath(hashOf(address))).toBe(path)
})

test('the function is self-contained, so its source runs on its own in the head script', () => {
  const inline = new Function('hash', `return (${routePath.toString()})(hash)`)
  for (const { address, path } of ADDRESSES) expect(inline(hashOf(address))).toBe(path)
})
