#!/usr/bin/env node
// A copy of a build whose index.html has no scripts and no modulepreloads: the floor that
// Home's first paint is measured against (Lighthouse beside the shipped build, one sitting).
//
//   node scripts/script-free.mjs [outDir] [copyDir] [--no-sprite]
// (default dist → reports/script-free). --no-sprite also drops the icon sprite's <use>
// references, to see what the sprite costs the first paint.
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The page without its scripts (inline and external), its modulepreloads and, when asked,
 * its sprite references.
 * @param {string} html
 * @param {{ sprite?: boolean }} [options]
 */
export function scriptFree(html, { sprite = true } = {}) {
  let out = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, '')
  if (!sprite) out = out.replace(/<use\b[^>]*>(<\/use>)?/g, '')
  return out
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [outDir = 'dist', copyDir = 'reports/script-free'] = process.argv
    .slice(2)
    .filter((a) => !a.startsWith('--'))
  const sprite = !process.argv.includes('--no-sprite')
  rmSync(copyDir, { recursive: true, force: true })
  cpSync(outDir, copyDir, { recursive: true })
  // No service worker either: the copy must not take over the shipped build's origin.
  rmSync(join(copyDir, 'sw.js'), { force: true })
  const page = join(copyDir, 'index.html')
  writeFileSync(page, scriptFree(readFileSync(page, 'utf8'), { sprite }))
  console.log(
    `Wrote ${copyDir}/ (index.html without scripts${sprite ? '' : ' or sprite references'})`,
  )
}
