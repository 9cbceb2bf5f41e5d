// `npm run assets`: regenerates every file in public/ that is drawn from the content (the
// résumé, the site icons and favicon, the link picture) and the 404 illustration, and records
// their stamps in scripts/assets/stamps.json. Each script runs on its own, in order; the first
// that fails stops the run (it has printed its one-line reason) and the command exits 1.
// Project thumbnails have their own command (see the README).
//
// Run from the repository root:  npm run assets
// Needs the dev dependencies and a system Chromium (/usr/bin/chromium, or set CHROME_PATH).
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const SCRIPTS = ['resume.mjs', 'icons.mjs', 'og-image.mjs', 'not-found.mjs']

for (const script of SCRIPTS) {
  const file = fileURLToPath(new URL(script, import.meta.url))
  const { status } = spawnSync(process.execPath, [file], { stdio: 'inherit' })
  if (status !== 0) {
    process.exitCode = 1
    break
  }
}
