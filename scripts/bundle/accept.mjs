// The one way to accept a build's sizes (`npm run bundle:baseline`): the baseline kept in git
// and the size the 3D button shows, written together, never while a firm budget is over.
import { writeFileSync } from 'node:fs'
import { KB, kb } from './budgets.mjs'
import { ACCEPT } from './outputs.mjs'
import { baselineOf } from './report.mjs'
import { writeLabel } from './sphere-label.mjs'

/** @typedef {import('./report.mjs').Budgeted} Budgeted */

/** Where the budgets are written, for the words that say which line to raise. */
export const BUDGETS_FILE = 'scripts/bundle/budgets.mjs'

/**
 * The budget line to raise for a size to pass: `kb` of budget 'entry-js' in budgets.mjs.
 * @param {Budgeted} b
 */
export const raiseText = (b) =>
  `raise \`kb\` of budget '${b.id}' in ${BUDGETS_FILE} to ${Math.ceil(b.gzip / 100) / 10}`

/**
 * Writes the baseline and the 3D button's size for this build, or, while a firm budget is
 * over, writes nothing and says which budget line to raise first.
 * @param {object} build
 * @param {ReturnType<typeof import('./report.mjs').fileCosts>} build.files
 * @param {Budgeted[]} build.budgets
 * @param {import('./report.mjs').Journey[]} build.trips
 * @param {import('./budgets.mjs').Chunk[]} build.chunks
 * @param {{ baseline: string, label?: string }} to the files to write
 * @returns {{ ok: boolean, lines: string[] }}
 */
export function accept({ files, budgets, trips, chunks }, to) {
  const over = budgets.filter((b) => !b.soft && b.gzip > b.limit)
  if (over.length)
    return {
      ok: false,
      lines: [
        ...over.map(
          (b) =>
            `✗ ${b.label} is ${kb(b.gzip)} KB gzip, over its ${b.limit / KB} KB budget: nothing written. If the growth is intended, ${raiseText(b)},`,
        ),
        `  then \`${ACCEPT}\` again.`,
      ],
    }
  writeFileSync(to.baseline, `${JSON.stringify(baselineOf(files, budgets, trips), null, 2)}\n`)
  writeLabel(chunks, to.label)
  return {
    ok: true,
    lines: [
      `Wrote ${to.baseline} and the 3D button's size: commit them with the change they accept.`,
    ],
  }
}
