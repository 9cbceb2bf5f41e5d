import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { BROWSER_LOCATION, hashLocationOnly } from './hash-location-only.ts'

const require = createRequire(import.meta.url)
const wouterSrc = dirname(require.resolve('wouter'))
const defaultHook = join(wouterSrc, 'use-browser-location.js')

const load = (id: string) => {
  const hook = hashLocationOnly().load as (id: string) => string | undefined
  return hook(id)
}

test("wouter's default location hook is the module the plugin replaces", () => {
  expect(BROWSER_LOCATION.test(defaultHook)).toBe(true)
  expect(load(join(wouterSrc, 'use-hash-location.js'))).toBeUndefined()
  expect(load(join(wouterSrc, 'index.js'))).toBeUndefined()
})

test('what wouter imports from its default hook, the replacement exports', () => {
  const index = readFileSync(join(wouterSrc, 'index.js'), 'utf8')
  const imports = /import\s*\{([^}]*)\}\s*from\s*"\.\/use-browser-location\.js"/.exec(index)
  expect(imports).not.toBeNull()
  const names = imports![1]!.split(',').map((n) => n.trim().split(/\s+as\s+/)[0]!)
  const code = load(defaultHook)!
  for (const name of names.filter(Boolean))
    expect(code).toMatch(new RegExp(`\\b(as ${name}|const ${name})\\b`))
  // The patch of the history methods is not in it.
  expect(code).not.toContain('pushState')
})
