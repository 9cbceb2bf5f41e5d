// @vitest-environment node
import {
  BROWSERS,
  chromePath,
  expand,
  findBrowser,
  MissingTool,
  onPath,
  type System,
} from './browsers.mjs'

// Each machine has nothing but the files named: the lookup reads no real disk and no real
// variable, so the test says the same on every computer.
const machine = (
  platform: NodeJS.Platform,
  files: string[],
  env: Record<string, string> = {},
): System => ({ platform, env, exists: (path) => files.includes(path) })

const WIN_ENV = {
  PROGRAMFILES: 'C:\\Program Files',
  'PROGRAMFILES(X86)': 'C:\\Program Files (x86)',
  LOCALAPPDATA: 'C:\\Users\\sam\\AppData\\Local',
}

test.each([
  ['chrome', 'darwin', '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome'],
  ['chrome', 'darwin', '/Applications/Chromium.app/Contents/MacOS/Chromium'],
  ['chrome', 'darwin', '/Applications/Microsoft Edge.app/Contents/MacOS/Microsoft Edge'],
  ['chrome', 'darwin', '/Users/sam/Applications/Google Chrome.app/Contents/MacOS/Google Chrome'],
  ['chrome', 'win32', 'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe'],
  ['chrome', 'win32', 'C:\\Users\\sam\\AppData\\Local\\Google\\Chrome\\Application\\chrome.exe'],
  ['chrome', 'win32', 'C:\\Program Files (x86)\\Microsoft\\Edge\\Application\\msedge.exe'],
  ['chrome', 'linux', '/usr/bin/google-chrome'],
  ['chrome', 'linux', '/opt/google/chrome/chrome'],
  ['chrome', 'linux', '/usr/bin/microsoft-edge'],
  ['firefox', 'darwin', '/Applications/Firefox.app/Contents/MacOS/firefox'],
  ['firefox', 'win32', 'C:\\Program Files\\Mozilla Firefox\\firefox.exe'],
  ['firefox', 'linux', '/usr/bin/firefox'],
  ['miniBrowser', 'linux', '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser'],
  ['safaridriver', 'darwin', '/usr/bin/safaridriver'],
] as const)('%s is found on %s at %s', (name, platform, path) => {
  const env = { HOME: '/Users/sam', ...WIN_ENV }
  expect(findBrowser(name, machine(platform, [path], env))).toBe(path)
})

test('the variable comes first, and a variable naming no file is passed over', () => {
  const files = ['/usr/bin/firefox-esr', '/opt/ff/firefox']
  expect(findBrowser('firefox', machine('linux', files, { FIREFOX_PATH: '/opt/ff/firefox' }))).toBe(
    '/opt/ff/firefox',
  )
  expect(findBrowser('firefox', machine('linux', files, { FIREFOX_PATH: '/gone' }))).toBe(
    '/usr/bin/firefox-esr',
  )
  // A Mac path on Linux is not looked at, nor a Windows path on a Mac.
  const mac = BROWSERS.chrome.paths.darwin?.[0] ?? ''
  expect(findBrowser('chrome', machine('linux', [mac]))).toBeUndefined()
  expect(findBrowser('safaridriver', machine('linux', ['/usr/bin/safaridriver']))).toBeUndefined()
})

test('a Windows path whose folder variable is not set is left out, not guessed', () => {
  expect(expand('%LOCALAPPDATA%\\x.exe', {})).toBeUndefined()
  expect(expand('%ProgramFiles%\\x.exe', { PROGRAMFILES: 'C:\\P' })).toBe('C:\\P\\x.exe')
  expect(expand('~/Applications/x', {})).toBeUndefined()
  expect(
    findBrowser('chrome', machine('win32', ['\\Google\\Chrome\\Application\\chrome.exe'])),
  ).toBeUndefined()
})

test('onPath finds a command in PATH, with PATHEXT on Windows', () => {
  const linux = machine('linux', ['/opt/bin/nginx'], { PATH: '/usr/bin:/opt/bin' })
  expect(onPath('nginx', linux)).toBe('/opt/bin/nginx')
  expect(onPath('Xvfb', linux)).toBeUndefined()
  const win = machine('win32', ['C:\\nginx\\nginx.exe'], {
    Path: 'C:\\Windows;C:\\nginx',
    PATHEXT: '.COM;.EXE',
  })
  expect(onPath('nginx', win)).toBe('C:\\nginx\\nginx.exe')
})

const SHELL = '/usr/bin/chromium-headless-shell'
const MAC_CHROME = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome'

test('chromePath: CHROME_PATH first; an empty one is passed over; the headless shell when asked', () => {
  const chosen = machine('linux', [SHELL, '/c', '/usr/bin/chromium'], { CHROME_PATH: '/c' })
  expect(chromePath({ system: chosen })).toBe('/c')
  expect(chromePath({ shell: true, system: chosen })).toBe('/c')
  const debian = machine('linux', [SHELL, '/usr/bin/chromium'], { CHROME_PATH: '' })
  expect(chromePath({ system: debian })).toBe('/usr/bin/chromium')
  expect(chromePath({ shell: true, system: debian })).toBe(SHELL)
  expect(chromePath({ shell: true, system: machine('darwin', [MAC_CHROME]) })).toBe(MAC_CHROME)
})

test('chromePath says in one line how to get a Chromium when there is none', () => {
  expect(() => chromePath({ system: machine('linux', []) })).toThrow(MissingTool)
  expect(() => chromePath({ system: machine('linux', []) })).toThrow(
    /^No Chrome, Chromium or Edge found: .*apt-get install chromium.*set CHROME_PATH/,
  )
  expect(() => chromePath({ system: machine('darwin', []) })).toThrow(
    /Google Chrome.*set CHROME_PATH/,
  )
})
