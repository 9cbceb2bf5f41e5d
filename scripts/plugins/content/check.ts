/**
 * The content check the build runs (scripts/plugins/content/plugin.ts): each file of src/content/ and
 * src/site.config.ts against the content's schema (src/content/schema.ts), as one line per
 * problem naming the file, the entry and the field. Pure: the modules' exports, and what they
 * refer to around them (files, icons), come in.
 */

import * as v from 'valibot'
import { contentSchema, type EntryName, type Surroundings } from '../../../src/content/schema.ts'

export type { Surroundings }

/** The exports of one content module, by name. */
export type ModuleExports = Record<string, unknown>

type Schema = v.GenericSchema & {
  wrapped?: Schema
  entries?: Record<string, Schema>
  item?: Schema
  pipe?: readonly { entries?: Record<string, Schema> }[]
}

/** The schema of the value at `key` inside a value of `schema`, past any `optional`. */
function inner(schema: Schema | undefined, key: PropertyKey): Schema | undefined {
  // An entry's pipe asks for an object { } before its fields.
  const fields = schema?.pipe?.find((s) => s.entries)?.entries ?? schema?.entries
  const found = typeof key === 'number' ? schema?.item : fields?.[key as string]
  return found?.wrapped ?? found
}

const meta = (schema: Schema | undefined) =>
  (schema ? v.getMetadata(schema) : {}) as Partial<EntryName> & { label?: string }

/**
 * The owner's line for one problem: each entry on the way named (`skill group "Tools": skill
 * "Git"`), then the field (`tags[2]`) and the schema's message. A message that names its
 * field itself (siteUrl's) is kept whole.
 */
function line(root: v.GenericSchema, issue: v.BaseIssue<unknown>): string {
  const names: string[] = []
  let schema = root as Schema | undefined
  let field = ''
  let place: number | undefined
  const enter = (value: unknown) => {
    const { noun, id } = meta(schema)
    if (!noun || typeof value !== 'object' || value === null || Array.isArray(value)) return
    const key = id ? (value as Record<string, unknown>)[id] : undefined
    names.push(
      typeof key === 'string' && key.trim()
        ? `${noun} ${JSON.stringify(key)}`
        : place === undefined
          ? noun
          : `${noun} #${place + 1}`,
    )
    field = ''
  }
  for (const step of issue.path ?? []) {
    enter(step.input)
    const next = inner(schema, step.key as PropertyKey)
    if (typeof step.key === 'number') {
      field += `[${step.key}]`
      place = step.key
    } else {
      field = field ? `${field}.${String(step.key)}` : (meta(next).label ?? String(step.key))
      place = undefined
    }
    schema = next
  }
  // A problem of a whole entry (a repeated slug) is named by the entry alone; the value of any
  // other problem is no entry, and `enter` names nothing else.
  enter(issue.path?.at(-1)?.value)
  const said =
    field && !issue.message.startsWith(`${field} `) ? `${field} ${issue.message}` : issue.message
  return [...names, said].join(': ')
}

/**
 * One line per problem of the content, `file: entry: what is wrong: what to do`.
 * @param modules each content module's exports, by its path (`src/content/projects.ts`)
 */
export function contentProblems(
  modules: Readonly<Record<string, ModuleExports>>,
  surroundings: Surroundings,
): string[] {
  return Object.entries(contentSchema(surroundings)).flatMap(([file, schema]) => {
    const found = modules[file]
    if (!found) return [`${file}: the file is missing: restore it from the repository`]
    const result = v.safeParse(schema, found)
    return result.success ? [] : result.issues.map((issue) => `${file}: ${line(schema, issue)}`)
  })
}
