import { expect, test } from 'vitest'
import { enginesOf } from './engines.mjs'

test('ENGINES names the engines run side by side, in its order; unset or blank, both', () => {
  expect(enginesOf({ ENGINES: 'webkit' })).toEqual(['webkit'])
  expect(enginesOf({ ENGINES: 'webkit, firefox' })).toEqual(['webkit', 'firefox'])
  expect(enginesOf({ ENGINES: 'firefox,' })).toEqual(['firefox'])
  expect(enginesOf({})).toEqual(['firefox', 'webkit'])
  expect(enginesOf({ ENGINES: ' , ' })).toEqual(['firefox', 'webkit'])
})
