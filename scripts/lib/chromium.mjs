// The installed Chromium (Chrome, Chromium or Edge) that the browser tests, the asset scripts
// and the reports drive: CHROME_PATH, else where the installers put one (./browsers.mjs). No
// browser is ever downloaded. The browser tests take Chromium's headless shell when it is
// there (Debian's chromium-headless-shell): the same engine without the desktop browser
// around it, it opens a page for a third of the processor time (decision 002), which on two
// cores is most of the suite's time.
import { chromium } from 'playwright-core'
import { findBrowser, howToGet, MissingTool, THIS_SYSTEM } from './browsers.mjs'

/** The one line said when there is none: what to install, or which variable to set. */
export const noChromium = (platform = process.platform) =>
  `No Chrome, Chromium or Edge found: ${howToGet('chrome', platform)}.`

/**
 * The Chromium to drive: CHROME_PATH when it names a file, then (with `shell`) the headless
 * shell, then the first installed Chrome, Chromium or Edge.
 * @param {{ shell?: boolean, system?: import('./browsers.mjs').System }} [options]
 * @returns {string}
 */
export function chromePath({ shell = false, system = THIS_SYSTEM } = {}) {
  const found = (shell && findBrowser('headlessShell', system)) || findBrowser('chrome', system)
  if (!found) throw new MissingTool(noChromium(system.platform))
  return found
}

/** Chromium's sandbox cannot start as root (a container, CI): it is turned off only then. */
export const sandboxArgs = () => (process.getuid?.() === 0 ? ['--no-sandbox'] : [])

/**
 * Headless Chromium through playwright-core, with `args` and the sandbox flag; with `shell`,
 * its headless shell if installed (CHROME_PATH still comes first).
 * @param {string[]} [args]
 * @param {boolean} [shell]
 */
export function launchChromium(args = [], shell = false) {
  return chromium.launch({
    executablePath: chromePath({ shell }),
    headless: true,
    args: [...args, ...sandboxArgs()],
  })
}
