// @vitest-environment node
import type { System } from './browsers.mjs'
import { chromePath } from './chromium.mjs'

/** A machine with only `files`, and these variables (never this machine's CHROME_PATH). */
const machine = (
  platform: NodeJS.Platform,
  files: string[],
  env: Record<string, string> = {},
): System => ({ platform, env, exists: (path) => files.includes(path) })

const DEBIAN_SHELL = '/usr/bin/chromium-headless-shell'
const MAC_CHROME = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome'

test.each([
  [
    'CHROME_PATH first when it exists',
    machine('linux', ['/c', '/usr/bin/chromium'], { CHROME_PATH: '/c' }),
    '/c',
  ],
  [
    'the first usual path that exists',
    machine('linux', ['/usr/bin/google-chrome']),
    '/usr/bin/google-chrome',
  ],
  [
    'a usual path when CHROME_PATH does not exist',
    machine('linux', ['/usr/bin/chromium'], { CHROME_PATH: '/nowhere' }),
    '/usr/bin/chromium',
  ],
  [
    'a usual path when CHROME_PATH is empty',
    machine('linux', ['/usr/bin/chromium'], { CHROME_PATH: '' }),
    '/usr/bin/chromium',
  ],
  ['Chrome where its installer puts it on a Mac', machine('darwin', [MAC_CHROME]), MAC_CHROME],
  [
    'not the headless shell when it is not asked for',
    machine('linux', [DEBIAN_SHELL, '/usr/bin/chromium']),
    '/usr/bin/chromium',
  ],
])('chromePath takes %s', (_, system, found) => {
  expect(chromePath({ system })).toBe(found)
})

test('the browser tests take the headless shell when it is there, and CHROME_PATH before it', () => {
  const debian = machine('linux', [DEBIAN_SHELL, '/usr/bin/chromium'])
  expect(chromePath({ shell: true, system: debian })).toBe(DEBIAN_SHELL)
  const chosen = machine('linux', [DEBIAN_SHELL, '/c'], { CHROME_PATH: '/c' })
  expect(chromePath({ shell: true, system: chosen })).toBe('/c')
  expect(chromePath({ shell: true, system: machine('darwin', [MAC_CHROME]) })).toBe(MAC_CHROME)
})

test('chromePath says in one line how to get a Chromium when there is none', () => {
  const thrown = () => chromePath({ system: machine('linux', []) })
  expect(thrown).toThrow(
    /^No Chrome, Chromium or Edge found: .*apt-get install chromium.*set CHROME_PATH/,
  )
  expect(() => chromePath({ system: machine('darwin', []) })).toThrow(
    /Google Chrome.*set CHROME_PATH/,
  )
})
