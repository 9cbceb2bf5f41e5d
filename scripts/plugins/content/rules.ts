/**
 * What each value of the content must be, checked when the site is built: the type checker
 * sees the shapes, but not an empty title, a link without its https:// or a year of 20245.
 * A problem is one line for the owner: the entry, the field, what is wrong and what to do.
 */

/** Checks one value; `at` names the field (`title`, `tags[2]`), or '' for an entry itself. */
export type Rule = (value: unknown, at: string) => string[]

const field = (at: string) => at || 'the value'
const quoted = (value: unknown) => JSON.stringify(value)

/** A line of text the page shows: present and not blank. */
export const text: Rule = (value, at) => {
  if (value === undefined || value === null) return [`${field(at)} is missing: add it`]
  if (typeof value !== 'string') return [`${field(at)} must be text, got ${quoted(value)}`]
  return value.trim() ? [] : [`${field(at)} is empty: fill it in`]
}

/** A whole number from min to max, such as a year or a month. */
export const whole =
  (min: number, max: number): Rule =>
  (value, at) => {
    if (value === undefined || value === null) return [`${field(at)} is missing: add it`]
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
      return [`${field(at)} ${quoted(value)} must be a whole number from ${min} to ${max}`]
    return []
  }

/** A calendar year, as projects and the footer give it. */
export const year = whole(1900, 2999)

const ABSOLUTE = ['https:', 'http:', 'mailto:']

/** Why `href` is not an absolute http(s) or mailto: address, or null when it is one. */
export function linkProblem(href: string): string | null {
  let url: URL | null = null
  try {
    url = new URL(href)
  } catch {}
  if (url && ABSOLUTE.includes(url.protocol) && (url.protocol === 'mailto:' || url.host))
    return null
  const hint = /@/.test(href) && !href.includes('/') ? 'mailto:' : 'https://'
  if (url && !ABSOLUTE.includes(url.protocol))
    return `is not a web or mail address (start it with ${hint})`
  return `is not an absolute URL (start it with ${hint})`
}

/** An address a visitor follows off the site: absolute http(s) or mailto:. */
export const link: Rule = (value, at) => {
  const missing = text(value, at)
  if (missing.length) return missing
  const problem = linkProblem(value as string)
  return problem ? [`${at || 'link'} ${quoted(value)} ${problem}`] : []
}

/**
 * Where the browser sends what a visitor typed (the contact form): https:// alone. The page's
 * policy allows a form to post to that address's origin only, and a mailto: or http: address
 * has none a browser accepts, so every send would be blocked without a word.
 */
export const httpsEndpoint: Rule = (value, at) => {
  const missing = text(value, at)
  if (missing.length) return missing
  let url: URL | null = null
  try {
    url = new URL(value as string)
  } catch {}
  if (url?.protocol === 'https:' && url.host) return []
  const problem = url
    ? `must be an https:// address of a form service (a ${url.protocol} form is blocked by the page's policy)`
    : 'is not an absolute URL (start it with https://)'
  return [`${at || 'address'} ${quoted(value)} ${problem}`]
}

/** A list whose items each follow `item`; `empty: true` lets it have none (a job's tags). */
export const list =
  (item: Rule, { empty = false } = {}): Rule =>
  (value, at) => {
    if (value === undefined || value === null) return [`${field(at)} is missing: add it`]
    if (!Array.isArray(value)) return [`${field(at)} must be a list [...]`]
    if (!value.length && !empty) return [`${field(at)} is empty: add at least one`]
    return value.flatMap((v, i) => item(v, `${at}[${i}]`))
  }

/** A field that may be left out; given, it follows `rule`. */
export const optional =
  (rule: Rule): Rule =>
  (value, at) =>
    value === undefined ? [] : rule(value, at)

/** One of a few words, such as a direction. */
export const oneOf =
  (choices: readonly string[]): Rule =>
  (value, at) =>
    choices.includes(value as string)
      ? []
      : [`${field(at)} ${quoted(value)} must be one of ${choices.map((c) => quoted(c)).join(', ')}`]

/** A rule for every field of T, so a field added to a content type needs its rule here. */
export type Fields<T> = { [K in keyof T]-?: Rule }

/**
 * An entry of the content (a project, a course): each field by its rule. Its problems name
 * it as `noun "id"`, its id being the field `id` (or its place when that is empty).
 */
export function entry<T>(noun: string, fields: Fields<T>, id?: keyof T & string): Rule {
  return (value, at) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return [`${field(at)} must be an entry { ... }`]
    const record = value as Record<string, unknown>
    const key = id ? record[id] : undefined
    const place = at.match(/\[(\d+)\]$/)?.[1]
    const name =
      typeof key === 'string' && key.trim()
        ? `${noun} ${quoted(key)}`
        : place
          ? `${noun} #${Number(place) + 1}`
          : noun
    const known = Object.keys(fields)
    // A misspelt or invented field would be left out of the site without a word.
    const unknown = Object.keys(record)
      .filter((f) => !known.includes(f))
      .map(
        (f) =>
          `${f} is not a field of a ${noun}: remove it or correct its name (${known.join(', ')})`,
      )
    return [
      ...Object.entries(fields as Record<string, Rule>).flatMap(([f, rule]) => rule(record[f], f)),
      ...unknown,
    ].map((problem) => `${name}: ${problem}`)
  }
}
