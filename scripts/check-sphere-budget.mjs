#!/usr/bin/env node
// Build check: the lazy 3D skill sphere chunk(s) stay within the gzip budget,
// and the download size the "Load 3D skill sphere" button shows is current.
//
//   node scripts/check-sphere-budget.mjs [outDir]          check (default outDir: dist)
//   node scripts/check-sphere-budget.mjs [outDir] --write  also store the size the button shows
import { readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { staticClosure } from './bundle/classify.mjs'

export const SPHERE_BUDGET_KB = 190
/** How far the size shown on the button may drift from the built one. */
export const LABEL_TOLERANCE_KB = 2
export const SIZE_FILE = fileURLToPath(new URL('../src/sphere/chunkSize.json', import.meta.url))

// Kilobytes of 1000 bytes and gzip at its default level, as Vite's build report counts them.
const KB = 1000
const kb = (bytes) => Math.round((bytes / KB) * 10) / 10

/**
 * The JavaScript a visitor downloads when the sphere loads: the lazy entries
 * under src/sphere/ and their static imports, less what the page entry
 * already loaded. Sizes are gzip of the built files.
 */
export function measureSphereChunks(outDir = 'dist') {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'))
  const keys = Object.keys(manifest)
  const lazy = keys.filter((k) => manifest[k].isDynamicEntry && k.startsWith('src/sphere/'))
  if (lazy.length === 0)
    throw new Error(`No lazy chunk from src/sphere/ in ${outDir}/.vite/manifest.json`)
  const page = staticClosure(
    manifest,
    keys.filter((k) => manifest[k].isEntry),
  )
  const chunks = [...staticClosure(manifest, lazy)]
    .filter((k) => !page.has(k))
    .map((k) => {
      const file = manifest[k].file
      const gzipBytes = gzipSync(readFileSync(join(outDir, file))).length
      return { key: k, file, gzipBytes }
    })
  const totalBytes = chunks.reduce((sum, c) => sum + c.gzipBytes, 0)
  return { chunks, totalBytes, totalKB: kb(totalBytes) }
}

/** The size the button shows, in KB (src/sphere/chunkSize.json). */
export function readLabelKB(file = SIZE_FILE) {
  return JSON.parse(readFileSync(file, 'utf8')).gzipKB
}

/** Returns the problems found (an empty list when within budget and labelled right). */
export function checkSphereBudget(
  outDir = 'dist',
  { budgetKB = SPHERE_BUDGET_KB, labelKB = readLabelKB() } = {},
) {
  const { chunks, totalBytes, totalKB } = measureSphereChunks(outDir)
  const problems = []
  if (totalBytes > budgetKB * KB) {
    const list = chunks.map((c) => `${c.file} ${kb(c.gzipBytes)} KB`).join(', ')
    problems.push(
      `The skill sphere chunk is ${totalKB} KB gzip, ${kb(totalBytes - budgetKB * KB)} KB over its ` +
        `${budgetKB} KB budget (${list}).`,
    )
  }
  if (Math.abs(totalKB - labelKB) > LABEL_TOLERANCE_KB) {
    problems.push(
      `The load button says ${labelKB} KB but the sphere chunk is ${totalKB} KB gzip: ` +
        'run `node scripts/check-sphere-budget.mjs --write` after the build.',
    )
  }
  return problems
}

function main(args) {
  const outDir = args.find((a) => !a.startsWith('--')) ?? 'dist'
  if (args.includes('--write')) {
    const { totalKB } = measureSphereChunks(outDir)
    writeFileSync(SIZE_FILE, `${JSON.stringify({ gzipKB: Math.round(totalKB) })}\n`)
  }
  const { chunks, totalKB } = measureSphereChunks(outDir)
  for (const c of chunks) console.log(`  ${c.file}  ${kb(c.gzipBytes)} KB gzip`)
  console.log(`Skill sphere: ${totalKB} KB gzip of ${SPHERE_BUDGET_KB} KB`)
  const problems = checkSphereBudget(outDir)
  for (const p of problems) console.error(p)
  return problems.length === 0 ? 0 : 1
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2))
}
