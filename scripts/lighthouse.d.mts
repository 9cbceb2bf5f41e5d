// Types of lighthouse.mjs for the TypeScript tests.
interface Lhr {
  categories: Record<string, { score: number | null; auditRefs?: { id: string; weight: number }[] }>
  audits: Record<
    string,
    { score: number | null; title: string; numericValue?: number; displayValue?: string }
  >
}
export interface Summary {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  bytes: number
}
export function routeAddress(path: string): string
export function routeName(route: string): string
export function summarize(lhr: Lhr): Summary
export function lostPoints(lhr: Lhr): string[]
export function medianSummary(runs: Summary[]): Summary
export function misses(summary: Summary): string[]
export function summaryTable(results: { route: string; s: Summary }[]): string
