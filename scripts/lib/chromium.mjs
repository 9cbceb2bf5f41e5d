// The system Chromium that the browser tests, the asset scripts and the reports drive:
// CHROME_PATH, else the usual Debian and Google paths. No browser is ever downloaded. The
// browser tests take Chromium's headless shell when it is there (Debian's
// chromium-headless-shell): the same engine without the desktop browser around it, it opens
// a page for a third of the processor time (decision 002), which on two cores is most of the
// suite's time.
import { existsSync } from 'node:fs'
import { chromium } from 'playwright-core'

export const CHROMIUM_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
]

/** Chromium's headless shell, preferred by the browser tests (`launchChromium(args, true)`). */
export const HEADLESS_SHELL_PATHS = ['/usr/bin/chromium-headless-shell']

/**
 * The first Chromium that exists: `chromePath` of the environment, then the usual paths.
 * @param {string | undefined} [chromePathVar] CHROME_PATH by default
 * @param {readonly string[]} [paths]
 * @returns {string}
 */
export function chromePath(chromePathVar = process.env.CHROME_PATH, paths = CHROMIUM_PATHS) {
  const found = [chromePathVar, ...paths].find((p) => p && existsSync(p))
  if (!found) {
    throw new Error(
      'No Chromium found. Install one (Debian: `apt-get install chromium`) or set CHROME_PATH.',
    )
  }
  return found
}

/** Chromium's sandbox cannot start as root (a container, CI): it is turned off only then. */
export const sandboxArgs = () => (process.getuid?.() === 0 ? ['--no-sandbox'] : [])

/**
 * Headless system Chromium through playwright-core, with `args` and the sandbox flag; with
 * `shell`, its headless shell if installed (CHROME_PATH still comes first).
 * @param {string[]} [args]
 * @param {boolean} [shell]
 */
export function launchChromium(args = [], shell = false) {
  return chromium.launch({
    executablePath: chromePath(
      process.env.CHROME_PATH,
      shell ? [...HEADLESS_SHELL_PATHS, ...CHROMIUM_PATHS] : CHROMIUM_PATHS,
    ),
    headless: true,
    args: [...args, ...sandboxArgs()],
  })
}
