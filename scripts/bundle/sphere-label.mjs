// The download size the "Load 3D skill sphere" button shows (src/sphere/chunkSize.json),
// checked against the built 3D chunk as its budget measures it (budgets.mjs).
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { isSphereJs, KB } from './budgets.mjs'

/** @typedef {import('./budgets.mjs').Chunk} Chunk */

const SIZE_FILE = fileURLToPath(new URL('../../src/sphere/chunkSize.json', import.meta.url))
/** How far the size shown on the button may drift from the built one, in KB. */
const LABEL_TOLERANCE_KB = 2

/**
 * The 3D chunk's gzip size in KB, to one decimal.
 * @param {Chunk[]} chunks
 */
export const sphereKB = (chunks) =>
  Math.round(chunks.filter(isSphereJs).reduce((sum, c) => sum + c.gzip, 0) / (KB / 10)) / 10

/** The size the button shows, in KB. */
export const readLabelKB = (file = SIZE_FILE) =>
  /** @type {{ gzipKB: number }} */ (JSON.parse(readFileSync(file, 'utf8'))).gzipKB

/**
 * Stores the built size for the button, in whole KB.
 * @param {Chunk[]} chunks
 */
export function writeLabel(chunks, file = SIZE_FILE) {
  // Spaced as the formatter keeps JSON: the written file passes `npm run lint`.
  writeFileSync(file, `{ "gzipKB": ${Math.round(sphereKB(chunks))} }\n`)
}

/**
 * What is wrong with the button's size: nothing when it is current.
 * @param {Chunk[]} chunks
 * @returns {string[]}
 */
export function labelProblems(chunks, labelKB = readLabelKB()) {
  if (!chunks.some(isSphereJs))
    return [
      'The build has no 3D chunk (no lazy chunk from src/sphere/scene/). To fix: load the scene ' +
        "with a dynamic import (src/sphere/LiveSphere.tsx's `import('./scene/mount')`)",
    ]
  const built = sphereKB(chunks)
  if (Math.abs(built - labelKB) <= LABEL_TOLERANCE_KB) return []
  return [
    `The load button says ${labelKB} KB but the sphere chunk is ${built} KB gzip. To fix: ` +
      'remove what grew (above). If the growth is intended: `npm run bundle:baseline` stores ' +
      'the size on the button with the baseline',
  ]
}
