/** Ids made from content: valid (no spaces) and unique on the page, whatever the names. */

/** `name` lowercased, each run of characters other than letters and digits one '-'. */
export function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '')
}

/**
 * A slug for each name, in order; a repeat gets -2, -3 (`Year 4`, `year 4` → `year-4`,
 * `year-4-2`), and a name with no letter or digit its place from 1.
 */
export function slugs(names: readonly string[]): string[] {
  const taken = new Set<string>()
  return names.map((name, i) => {
    const base = slug(name) || String(i + 1)
    let id = base
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`
    taken.add(id)
    return id
  })
}
