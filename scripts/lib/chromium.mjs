// The system Chromium that the browser tests, the asset scripts and the reports drive:
// CHROME_PATH, else the usual Debian and Google paths. No browser is ever downloaded.
import { existsSync } from 'node:fs'
import { chromium } from 'playwright-core'

export const CHROMIUM_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
]

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
 * Headless system Chromium through playwright-core, with `args` and the sandbox flag.
 * @param {string[]} [args]
 */
export function launchChromium(args = []) {
  return chromium.launch({
    executablePath: chromePath(),
    headless: true,
    args: [...args, ...sandboxArgs()],
  })
}
