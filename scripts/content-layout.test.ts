// @vitest-environment node
import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { contentSchema } from '../src/content/schema'

// The files an owner edits are left out of Biome's formatter (biome.json, decision 025): a push
// never fails on their layout. They are the files the content check reads, and no others.
test("biome.json leaves out of the formatter exactly the files of the content's schema", () => {
  const biome = JSON.parse(readFileSync('biome.json', 'utf8')) as {
    overrides: { includes: string[]; formatter?: { enabled: boolean } }[]
  }
  const unformatted = biome.overrides
    .filter((o) => o.formatter?.enabled === false)
    .flatMap((o) => o.includes)
  const around = { exists: () => true, hasIcon: () => true, iconSets: [] }
  expect(unformatted.sort()).toEqual(Object.keys(contentSchema(around)).sort())
})
