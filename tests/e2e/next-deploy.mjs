#!/usr/bin/env node
// Builds the site as a next deploy: the same site, with the code of one game's view changed
// (a line that marks <html> when that code runs), into a folder. The browser tests swap it
// in under an open page (deploy.e2e.ts); the repository is never touched.
//
//   node tests/e2e/next-deploy.mjs <outDir> <src/games/x/View.tsx>
import { buildInto } from '../../scripts/bundle/renames.mjs'

/** The attribute the changed game sets on <html>: its new code ran. */
export const NEXT_DEPLOY_MARK = 'data-next-deploy'

/**
 * The edit: one statement appended to the module, which the build keeps (a side effect).
 * @param {string} source
 * @returns {import('vite').Plugin}
 */
function gameEdit(source) {
  return {
    name: 'next-deploy:game-edit',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith(`/${source}`)) return null
      return `${code}\ndocument.documentElement.setAttribute('${NEXT_DEPLOY_MARK}', 'ran')\n`
    },
  }
}

const [outDir, source] = process.argv.slice(2)
if (import.meta.url === `file://${process.argv[1]}`) {
  if (!outDir || !source) throw new Error('usage: next-deploy.mjs <outDir> <view source>')
  await buildInto(outDir, [gameEdit(source)])
}
