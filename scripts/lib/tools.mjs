// The programs beyond Node that `npm test`'s steps drive, each found the way its tests find
// it, with one line saying how to get it: a step whose program is missing is skipped with
// that line on a laptop, and fails under CI (scripts/test-all.mjs).
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { findBrowser, howToGet, onPath, THIS_SYSTEM } from './browsers.mjs'

/** @typedef {import('./browsers.mjs').System} System */

/** Where nginx is when it is not on PATH: Debian's sbin, Homebrew's on Apple and Intel Macs. */
export const NGINX_PATHS = ['/usr/sbin/nginx', '/opt/homebrew/bin/nginx', '/usr/local/bin/nginx']

/**
 * nginx: NGINX_PATH, else PATH, else where packages put it; undefined when there is none.
 * @param {System} [system]
 */
export function findNginx(system = THIS_SYSTEM) {
  const candidates = [system.env.NGINX_PATH, onPath('nginx', system), ...NGINX_PATHS]
  return candidates.find((path) => path && system.exists(path))
}

/**
 * @typedef {object} Tool
 * @property {string} label  what the skip line calls it
 * @property {(system: System) => string | undefined} find
 * @property {(platform: NodeJS.Platform) => string} get  how to get it, one line
 */

const linuxOnly = (/** @type {string} */ line) => (/** @type {NodeJS.Platform} */ platform) =>
  platform === 'linux' ? line : `${line} (Linux only: CI runs these)`

/** @type {Record<'chrome' | 'nginx' | 'xvfb' | 'firefox' | 'webkit', Tool>} */
export const TOOLS = {
  chrome: {
    label: 'Chrome, Chromium or Edge',
    find: (system) => findBrowser('headlessShell', system) ?? findBrowser('chrome', system),
    get: (platform) => howToGet('chrome', platform),
  },
  nginx: {
    label: 'nginx',
    find: findNginx,
    get: (platform) =>
      platform === 'darwin'
        ? '`brew install nginx`, or set NGINX_PATH'
        : platform === 'win32'
          ? 'put nginx.exe on PATH, or set NGINX_PATH'
          : 'Debian/Ubuntu: `sudo apt-get install nginx`, or set NGINX_PATH',
  },
  xvfb: {
    label: 'Xvfb',
    // Firefox and WebKitGTK draw WebGL in a virtual X display: only Linux has one.
    find: (system) => (system.platform === 'linux' ? onPath('Xvfb', system) : undefined),
    get: linuxOnly('Debian/Ubuntu: `sudo apt-get install xvfb`'),
  },
  firefox: {
    label: 'Firefox',
    find: (system) => findBrowser('firefox', system),
    get: (platform) => howToGet('firefox', platform),
  },
  webkit: {
    label: "WebKitGTK's WebKitWebDriver",
    find: (system) => onPath('WebKitWebDriver', system) && findBrowser('miniBrowser', system),
    get: linuxOnly('Debian/Ubuntu: `sudo apt-get install webkit2gtk-driver`'),
  },
}

/** @typedef {keyof typeof TOOLS} ToolName */

/**
 * What a step lacks: one line per missing tool ("no nginx: how to get it").
 * @param {readonly ToolName[]} names
 * @param {System} [system]
 */
export const lacking = (names, system = THIS_SYSTEM) =>
  names
    .filter((name) => !TOOLS[name].find(system))
    .map((name) => `no ${TOOLS[name].label}: ${TOOLS[name].get(system.platform)}`)

/**
 * @typedef {object} Check what a step lacks on this machine
 * @property {string[]} lacks  one line per missing program: the step cannot run
 * @property {string[]} [leftOut] programs of `anyOf` that are missing: it runs without them
 * @property {Record<string, string>} [env] the variable naming those it runs with
 */

/**
 * The programs a step drives that are not installed, each with how to get it. Of `anyOf`, it
 * runs with those installed (named in the variable `anyOf.env`, which may already choose some),
 * and lacks them all if none is.
 * @param {{ tools?: ToolName[], anyOf?: { tools: ToolName[], env: string } }} step
 * @param {System} [system]
 * @returns {Check}
 */
export function checkTools(step, system = THIS_SYSTEM) {
  const lacks = lacking(step.tools ?? [], system)
  if (!step.anyOf) return { lacks }
  const { env } = step.anyOf
  // The variable may already choose some (ENGINES=webkit): those are the ones it runs.
  const chosen = system.env[env]?.split(',')
  const tools = step.anyOf.tools.filter((name) => !chosen || chosen.includes(name))
  const leftOut = lacking(tools, system)
  const have = tools.filter((name) => TOOLS[name].find(system))
  if (!have.length) return { lacks: [...lacks, ...leftOut] }
  return { lacks, leftOut, env: { [env]: have.join(',') } }
}

// `node scripts/lib/tools.mjs`: the names of the missing programs, one a line (.ci/run
// installs their packages).
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const names = /** @type {ToolName[]} */ (Object.keys(TOOLS))
  for (const name of names) if (!TOOLS[name].find(THIS_SYSTEM)) console.log(name)
}
