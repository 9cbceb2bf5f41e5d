/**
 * The years of some dated entries, newest first, each once: the sections of a page that
 * groups its entries by year. Derived, so an entry of any year gets its section.
 */
export function yearsNewestFirst(entries: readonly { year: number }[]): number[] {
  return [...new Set(entries.map((e) => e.year))].sort((a, b) => b - a)
}
