// Types of budgets.mjs for the TypeScript tests.
import type { ChunkKind } from './classify.mjs'

export interface Chunk {
  file: string
  kind: ChunkKind
  src?: string
  loaders?: string[]
  blocking?: boolean
  /** The CSS inlined into index.html (counted in all CSS, already in the page's size). */
  inlineCss?: boolean
  /** The runtimes the chunk carries, as the build recorded them. */
  runtimes?: ('preact' | 'react' | 'three')[]
  raw: number
  gzip: number
  brotli: number
}
export interface Budget {
  id: string
  what: string
  kb: number
  scope: 'total' | 'each'
  select: (chunk: Chunk) => boolean
}
export interface Verdict {
  budget: Budget
  files: string[]
  label: string
  gzip: number
  headroom: number
  ok: boolean
  message: string | null
}
export interface Row extends Chunk {
  loadedBy: string
  budgets: { text: string; headroom: number }[]
}
export const KB: number
export function kb(bytes: number): string
export const BUDGETS: Budget[]
export function checkBudgets(chunks: Chunk[], budgets?: Budget[]): Verdict[]
export function loadedBy(chunk: Chunk): string
export function evaluate(
  chunks: Chunk[],
  budgets?: Budget[],
): { rows: Row[]; verdicts: Verdict[]; failures: string[] }
