// Where each browser's installer puts it on Linux, macOS and Windows, and the variable that
// names another; and the Chromium (Chrome, Chromium or Edge) that the browser tests, the asset
// scripts and the reports launch. Nothing is downloaded: the tests and scripts drive what is
// installed. The browser tests take Chromium's headless shell when it is there (Debian's
// chromium-headless-shell): the same engine without the desktop browser around it, it opens a
// page for a third of the processor time (decision 002), which on two cores is most of the
// suite's time.
import { accessSync, constants, statSync } from 'node:fs'

/**
 * @typedef {object} System what a lookup reads, so a test can give it another machine
 * @property {NodeJS.Platform} platform
 * @property {Record<string, string | undefined>} env
 * @property {(path: string) => boolean} exists whether an executable file is there
 */

/** A browser or tool that is not installed: its message is one line saying how to get it. */
export class MissingTool extends Error {
  name = 'MissingTool'
}

/** A file that this user may run (on Windows: a file). @param {string} path */
export function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK)
    return statSync(path).isFile()
  } catch {
    return false
  }
}

/** This machine. @type {System} */
export const THIS_SYSTEM = { platform: process.platform, env: process.env, exists: isExecutable }

const MAC_APPS = ['/Applications', '~/Applications']
/** `<Applications>/<app>.app/Contents/MacOS/<binary>`, in the system's and the user's folder. */
const macApp = (/** @type {string} */ app, binary = app) =>
  MAC_APPS.map((dir) => `${dir}/${app}.app/Contents/MacOS/${binary}`)
/** `<folder>\<path>` in each of the Windows folders named by these variables. */
const winIn = (/** @type {string[]} */ vars, /** @type {string} */ path) =>
  vars.map((name) => `%${name}%\\${path}`)
const PROGRAMS = ['PROGRAMFILES', 'PROGRAMFILES(X86)', 'LOCALAPPDATA']

/**
 * @typedef {object} Browser
 * @property {string} env  the variable naming another binary; it comes first
 * @property {Partial<Record<NodeJS.Platform, string[]>>} paths where installers put it
 * @property {Partial<Record<NodeJS.Platform, string>>} get how to get one, by platform
 */

/** @type {Record<'chrome' | 'headlessShell' | 'firefox' | 'miniBrowser' | 'safaridriver', Browser>} */
export const BROWSERS = {
  // Chrome, Chromium or Edge: every one of them is a Chromium for playwright-core.
  chrome: {
    env: 'CHROME_PATH',
    paths: {
      linux: [
        '/usr/bin/chromium',
        '/usr/bin/chromium-browser',
        '/usr/bin/google-chrome',
        '/usr/bin/google-chrome-stable',
        '/opt/google/chrome/chrome',
        '/usr/bin/microsoft-edge',
        '/usr/bin/microsoft-edge-stable',
        '/snap/bin/chromium',
      ],
      darwin: [
        ...macApp('Google Chrome'),
        ...macApp('Chromium'),
        ...macApp('Microsoft Edge'),
        ...macApp('Google Chrome Canary'),
      ],
      win32: [
        ...winIn(PROGRAMS, 'Google\\Chrome\\Application\\chrome.exe'),
        ...winIn(['LOCALAPPDATA'], 'Chromium\\Application\\chrome.exe'),
        ...winIn(PROGRAMS, 'Microsoft\\Edge\\Application\\msedge.exe'),
      ],
    },
    get: {
      linux:
        'install Chromium (Debian: `sudo apt-get install chromium`), Google Chrome or Microsoft Edge',
      darwin: 'install Google Chrome, Chromium or Microsoft Edge',
      win32: 'install Google Chrome or Microsoft Edge',
    },
  },
  // Chromium without the desktop browser around it: the browser tests take it when it is
  // there (decision 002). Debian packages it; elsewhere the tests use the browser above.
  headlessShell: {
    env: 'CHROME_PATH',
    paths: { linux: ['/usr/bin/chromium-headless-shell'] },
    get: { linux: 'Debian: `sudo apt-get install chromium-headless-shell`' },
  },
  firefox: {
    env: 'FIREFOX_PATH',
    paths: {
      linux: ['/usr/bin/firefox-esr', '/usr/bin/firefox', '/usr/lib/firefox/firefox'],
      darwin: macApp('Firefox', 'firefox'),
      win32: winIn(PROGRAMS, 'Mozilla Firefox\\firefox.exe'),
    },
    get: {
      linux: 'install Firefox (Debian: `sudo apt-get install firefox-esr`)',
      darwin: 'install Firefox',
      win32: 'install Firefox',
    },
  },
  // WebKitGTK's browser, which WebKitWebDriver starts (the engine tests' WebKit).
  miniBrowser: {
    env: 'WEBKIT_BROWSER',
    paths: {
      linux: ['x86_64', 'aarch64'].map(
        (arch) => `/usr/lib/${arch}-linux-gnu/webkit2gtk-4.1/MiniBrowser`,
      ),
    },
    get: { linux: 'Debian/Ubuntu: `sudo apt-get install webkit2gtk-driver`' },
  },
  // Safari's WebDriver, on every Mac; no test drives Safari yet (the README says so).
  safaridriver: {
    env: 'SAFARIDRIVER_PATH',
    paths: { darwin: ['/usr/bin/safaridriver'] },
    get: { darwin: 'it comes with macOS' },
  },
}

/**
 * A path of the table with its variables filled in (`%LOCALAPPDATA%`, `~`); undefined
 * when a variable it needs is not set.
 * @param {string} path
 * @param {System['env']} env
 */
export function expand(path, env) {
  /** @param {string} name */
  const value = (name) => env[name] ?? env[name.toUpperCase()]
  const names = [...path.matchAll(/%([^%]+)%/g)].map((m) => m[1] ?? '')
  if (path.startsWith('~/')) names.push('HOME')
  if (names.some((name) => !value(name))) return undefined
  return path
    .replace(/%([^%]+)%/g, (_, name) => value(name) ?? '')
    .replace(/^~/, value('HOME') ?? '')
}

/**
 * The binary of `name`: its variable when set to a file that exists, else the first path
 * of this platform's list that exists; undefined when there is none.
 * @param {keyof typeof BROWSERS} name
 * @param {System} [system]
 */
export function findBrowser(name, system = THIS_SYSTEM) {
  const { env, paths } = BROWSERS[name]
  const candidates = [
    system.env[env],
    ...(paths[system.platform] ?? []).map((p) => expand(p, system.env)),
  ]
  return candidates.find((p) => p && system.exists(p))
}

/**
 * How to get `name` on this platform, with the variable that names one.
 * @param {keyof typeof BROWSERS} name
 * @param {NodeJS.Platform} [platform]
 */
export const howToGet = (name, platform = process.platform) => {
  const { env, get } = BROWSERS[name]
  return `${get[platform] ?? 'install it'}, or set ${env} to its binary`
}

/**
 * A command on PATH (Windows: with the extensions of PATHEXT), or undefined.
 * @param {string} command
 * @param {System} [system]
 */
export function onPath(command, system = THIS_SYSTEM) {
  const win = system.platform === 'win32'
  const dirs = (system.env.PATH ?? system.env.Path ?? '').split(win ? ';' : ':')
  const exts = win ? (system.env.PATHEXT ?? '.EXE;.CMD;.BAT').toLowerCase().split(';') : ['']
  const paths = dirs
    .filter(Boolean)
    .flatMap((dir) => exts.map((ext) => (win ? `${dir}\\${command}${ext}` : `${dir}/${command}`)))
  return paths.find((path) => system.exists(path))
}

/**
 * The Chromium to drive: CHROME_PATH when it names a file, then (with `shell`) the headless
 * shell, then the first installed Chrome, Chromium or Edge; else MissingTool, in one line
 * saying what to install or which variable to set.
 * @param {{ shell?: boolean, system?: System }} [options]
 * @returns {string}
 */
export function chromePath({ shell = false, system = THIS_SYSTEM } = {}) {
  const found = (shell && findBrowser('headlessShell', system)) || findBrowser('chrome', system)
  if (found) return found
  throw new MissingTool(
    `No Chrome, Chromium or Edge found: ${howToGet('chrome', system.platform)}.`,
  )
}

/** Chromium's sandbox cannot start as root (a container, CI): it is turned off only then. */
export const sandboxArgs = () => (process.getuid?.() === 0 ? ['--no-sandbox'] : [])

/**
 * Headless Chromium through playwright-core, with `args` and the sandbox flag; with `shell`,
 * its headless shell if installed (CHROME_PATH still comes first).
 * @param {string[]} [args]
 * @param {boolean} [shell]
 */
export async function launchChromium(args = [], shell = false) {
  const { chromium } = await import('playwright-core')
  return chromium.launch({
    executablePath: chromePath({ shell }),
    headless: true,
    args: [...args, ...sandboxArgs()],
  })
}
