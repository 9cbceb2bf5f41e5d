import { ADDRESSES, hashOf } from '../test/addresses'
import { routePath } from './hashPath'

test.each(ADDRESSES)('$address shows $path', ({ address, path }) => {
  expect(routePath(hashOf(address))).toBe(path)
})
