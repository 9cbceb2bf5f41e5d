// @vitest-environment happy-dom
import { allowWorkerScript, isWorkerScript } from './trustedTypes'

const PAGE = 'https://owner.github.io/site/#/projects'

test.each([
  ['the address the build registers', './sw.js', true],
  ['the same file named from the root of the site', '/site/sw.js', true],
  ['the full address', 'https://owner.github.io/site/sw.js', true],
  ['another script of the site', './assets/index.js', false],
  ['a worker of the host above the site', '/sw.js', false],
  ['the same name on another origin', 'https://evil.example/site/sw.js', false],
  ['a javascript: address', 'javascript:alert(1)', false],
  ['a data: address', 'data:text/javascript,alert(1)', false],
])('%s is the worker script: %s', (_, value, expected) => {
  expect(isWorkerScript(value, PAGE)).toBe(expected)
})

test('without Trusted Types in the engine it does nothing', () => {
  expect(() => allowWorkerScript(window)).not.toThrow()
})

test('with Trusted Types it creates one default policy that passes only the worker', () => {
  const created: [string, { createScriptURL: (v: string) => string | null }][] = []
  const trustedTypes = {
    defaultPolicy: null as unknown,
    createPolicy(name: string, rules: { createScriptURL: (v: string) => string | null }) {
      created.push([name, rules])
      this.defaultPolicy = rules
      return rules
    },
  }
  const win = { trustedTypes, document: { baseURI: PAGE } } as unknown as Window
  allowWorkerScript(win)
  allowWorkerScript(win)
  expect(created.map(([name]) => name)).toEqual(['default'])
  const [, rules] = created[0]!
  expect(rules.createScriptURL('./sw.js')).toBe('./sw.js')
  expect(rules.createScriptURL('./assets/index.js')).toBeNull()
})
