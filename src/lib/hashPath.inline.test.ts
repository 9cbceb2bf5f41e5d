import { ADDRESSES, hashOf } from '../test/addresses'
import { routePath } from './hashPath'

// Not in the mutation runs (vitest.mutation.config.ts): Stryker's instrumented source calls
// helpers of its own module, so it cannot run on its own, while the shipped source must.
test.each(ADDRESSES)(
  'the source runs on its own in the head script: $address shows $path',
  ({ address, path }) => {
    const inline = new Function('hash', `return (${routePath.toString()})(hash)`)
    expect(inline(hashOf(address))).toBe(path)
  },
)
