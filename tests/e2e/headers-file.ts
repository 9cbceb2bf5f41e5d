// Reads a `_headers` file as Netlify and Cloudflare Pages do: a path pattern on its own line
// (`*` matches anything), then indented `Name: value` lines; every matching block applies.

export type HeaderRules = { pattern: RegExp; headers: [string, string][] }[]

const toPattern = (path: string) =>
  new RegExp(`^${path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`)

export function parseHeadersFile(text: string): HeaderRules {
  const rules: HeaderRules = []
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      rules.push({ pattern: toPattern(line.trim()), headers: [] })
      continue
    }
    const at = line.indexOf(':')
    rules.at(-1)?.headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()])
  }
  return rules
}

/** The headers a request path gets, in file order. */
export const headersFor = (rules: HeaderRules, path: string): [string, string][] =>
  rules.filter((rule) => rule.pattern.test(path)).flatMap((rule) => rule.headers)
