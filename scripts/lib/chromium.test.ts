// @vitest-environment node
import { chromePath } from './chromium.mjs'

// This file exists everywhere the tests run; the other paths exist nowhere.
const HERE = new URL(import.meta.url).pathname
const NOWHERE = '/nonexistent/chromium'

test.each([
  ['CHROME_PATH first when it exists', HERE, ['/'], HERE],
  ['the first usual path that exists', undefined, [NOWHERE, HERE], HERE],
  ['a usual path when CHROME_PATH does not exist', NOWHERE, [HERE], HERE],
  ['a usual path when CHROME_PATH is empty', '', [HERE], HERE],
])('chromePath takes %s', (_, variable, paths, found) => {
  expect(chromePath(variable, paths)).toBe(found)
})

test('chromePath says how to get a Chromium when there is none', () => {
  expect(() => chromePath(NOWHERE, [NOWHERE])).toThrow(/apt-get install chromium.*CHROME_PATH/)
})
