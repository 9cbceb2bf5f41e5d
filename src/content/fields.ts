/**
 * The kinds of field the content's schema (`schema.ts`) is made of, each with what the build
 * says when a value is not of its kind. A message is what follows the field's name in the
 * owner's line (`title` + ` is empty: fill it in`); an entry (`entry`) names itself in front
 * of its fields' lines, as `project "slug"`, or by its place (`holiday #1`) when its id is
 * empty. Build time only, like the schema.
 */

import * as v from 'valibot'
import { siteAddress } from '../head/siteAddress.ts'

/** What the schema asks of the repository around the content. */
export interface Surroundings {
  /** Whether a file exists, by its path from the repository root (`public/resume.pdf`). */
  exists: (path: string) => boolean
  /** Whether `set:name` is an icon of an installed @iconify-json set. */
  hasIcon: (id: string) => boolean
  /** The installed icon sets, named in the message about an unknown icon. */
  iconSets: readonly string[]
}

/** How an entry names itself in a message: its noun, and the field whose text is its id. */
export interface EntryName {
  noun: string
  id?: string | undefined
}

const q = JSON.stringify

/** The message for a value of the wrong kind, or for a value left out. */
export const kind =
  (problem: (input: unknown) => string) =>
  ({ input }: v.BaseIssue<unknown>) =>
    input === undefined || input === null ? 'is missing: add it' : problem(input)

/** A line of text the page shows: present and not blank. */
export const text = v.pipe(
  v.string(kind((input) => `must be text, got ${q(input)}`)),
  v.check((s) => s.trim() !== '', 'is empty: fill it in'),
)

/** Text that `problem` finds nothing wrong with (it says what is wrong after the value). */
export const textThat = (problem: (value: string) => string | null) =>
  v.pipe(
    text,
    v.rawCheck<string>(({ dataset, addIssue }) => {
      if (!dataset.typed || !dataset.value.trim()) return
      const found = problem(dataset.value)
      if (found) addIssue({ message: `${q(dataset.value)} ${found}` })
    }),
  )

/** A whole number from min to max, such as a month. */
export const whole = (min: number, max: number) => {
  const problem = kind((input) => `${q(input)} must be a whole number from ${min} to ${max}`)
  return v.pipe(
    v.number(problem),
    v.check((n) => Number.isInteger(n) && n >= min && n <= max, problem),
  )
}

/** A calendar year, as projects and the footer give it. */
export const year = whole(1900, 2999)

/** A choice: true or false. */
export const yesOrNo = v.boolean(kind((input) => `${q(input)} must be true or false`))

/** A list whose items each follow `item`; `empty: true` lets it have none (a job's tags). */
export const list = <Item extends v.GenericSchema>(item: Item, { empty = false } = {}) =>
  v.pipe(
    v.array(
      item,
      kind(() => 'must be a list [...]'),
    ),
    v.check((items) => empty || items.length > 0, 'is empty: add at least one'),
    v.readonly(),
  )

/**
 * An entry of the content (a project, a course): each field by its schema, a field it has no
 * use for refused (a misspelt `titel` would be left off the site without a word).
 */
export const entry = <Fields extends v.ObjectEntries>(
  noun: string,
  fields: Fields,
  id?: keyof Fields & string,
) =>
  v.pipe(
    v.custom<object>(
      (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
      kind(() => 'must be an entry { ... }'),
    ),
    v.strictObject(fields, (issue) =>
      issue.expected === 'never'
        ? `is not a field of a ${noun}: remove it or correct its name (${Object.keys(fields).join(', ')})`
        : 'is missing: add it',
    ),
    v.metadata({ noun, id } satisfies EntryName),
  )

/** Each item's `key` once: a second item with the same one is named with what to do. */
export const unique = <Items extends v.GenericSchema<unknown, readonly unknown[]>>(
  items: Items,
  key: string,
  noun: string,
) =>
  v.pipe(
    items,
    v.rawCheck(({ dataset, addIssue }) => {
      const value: unknown = dataset.value
      if (!Array.isArray(value)) return
      const seen = new Set<string>()
      for (const [i, item] of value.entries()) {
        const id: unknown = item?.[key]
        if (typeof id !== 'string' || !id) continue
        if (seen.has(id))
          addIssue({
            message: `the ${key} is used by two ${noun}s: give each its own`,
            path: [{ type: 'array', origin: 'value', input: value, key: i, value: item }],
          })
        seen.add(id)
      }
    }),
  )

/** A content module's exports, by name; exports not named (derived values) are not checked. */
export const exportsOf = <Exports extends v.ObjectEntries>(exports: Exports) =>
  v.object(exports, (issue) =>
    issue.path ? 'is no longer exported: restore it' : 'must be a module',
  )

const ABSOLUTE = ['https:', 'http:', 'mailto:']

/** Why `href` is not an absolute http(s) or mailto: address, or null when it is one. */
function linkProblem(href: string): string | null {
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
export const link = textThat(linkProblem)

/**
 * Where the browser sends what a visitor typed (the contact form): https:// alone. The page's
 * policy allows a form to post to that address's origin only, and a mailto: or http: address
 * has none a browser accepts, so every send would be blocked without a word.
 */
export const httpsEndpoint = textThat((value) => {
  let url: URL | null = null
  try {
    url = new URL(value)
  } catch {}
  if (url?.protocol === 'https:' && url.host) return null
  return url
    ? `must be an https:// address of a form service (a ${url.protocol} form is blocked by the page's policy)`
    : 'is not an absolute URL (start it with https://)'
})

/** The site's address: siteAddress's own message names the setting. */
export const siteUrl = v.pipe(
  v.string(kind((input) => `must be text, got ${q(input)}`)),
  v.rawCheck<string>(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    try {
      siteAddress(dataset.value)
    } catch (error) {
      addIssue({ message: (error as Error).message })
    }
  }),
)

/** An icon as `set:name` of an installed @iconify-json set, e.g. `simple-icons:github`. */
export const icon = ({ hasIcon, iconSets }: Surroundings) =>
  textThat((id) =>
    hasIcon(id)
      ? null
      : `is not an icon of the installed sets (${iconSets.join(', ')}): find its set:name at https://icon-sets.iconify.design`,
  )

/** A path from the repository root to a file that is there (`what`: what to put there). */
export const repositoryFile = ({ exists }: Surroundings, what: string) =>
  textThat((path) =>
    exists(path)
      ? null
      : `is not a file: put ${what} there, or fix the path (from the repository root)`,
  )

/** The résumé link: an absolute address, or a file of public/ (`resume.pdf`). */
export const resumeHref = ({ exists }: Surroundings) =>
  textThat((href) => {
    if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return linkProblem(href)
    const file = `public/${href.replace(/^\.?\//, '')}`
    return exists(file) ? null : `names no file: add ${file}, or give an absolute https:// address`
  })

/**
 * Each item of the export `items` has its `key` among those of the export `index` (each
 * course's year has a heading in courseYears); `fix` says what to add for a value that has not.
 */
export const listedIn = <Exports extends object>(
  items: string,
  index: string,
  key: string,
  fix: (value: string) => string,
) =>
  v.rawCheck<Exports>(({ dataset, addIssue }) => {
    const exports = dataset.value as Record<string, unknown>
    const [listed, known] = [exports[items], exports[index]]
    if (!Array.isArray(listed) || !Array.isArray(known)) return
    const present = new Set(known.map((k) => k?.[key]))
    for (const [i, item] of listed.entries()) {
      const value = item?.[key]
      if (typeof value !== 'string' || present.has(value)) continue
      addIssue({
        message: `${q(value)} has no entry in ${index}: ${fix(value)}`,
        path: [
          { type: 'object', origin: 'value', input: exports, key: items, value: listed },
          { type: 'array', origin: 'value', input: listed, key: i, value: item },
          { type: 'object', origin: 'value', input: item, key, value },
        ],
      })
    }
  })
