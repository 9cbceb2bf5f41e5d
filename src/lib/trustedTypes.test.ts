import { allowWorkerScript } from './trustedTypes'

// What the default policy lets into a script-address sink, for a site in a sub-folder of its
// host (a project site). Each engine's own answers, under the built page's policy, are checked
// in tests/flows/security.flow.ts; this engine stand-in keeps the rules allowWorkerScript hands it.
const PAGE = 'https://owner.github.io/site/#/projects'

type Rules = { createScriptURL: (value: string) => string | null }

function defaultPolicy(): { names: string[]; rules: Rules } {
  const names: string[] = []
  const trustedTypes = {
    defaultPolicy: null as Rules | null,
    createPolicy(name: string, rules: Rules) {
      names.push(name)
      if (name === 'default') this.defaultPolicy = rules
      return rules
    },
  }
  const win = { trustedTypes, document: { baseURI: PAGE } } as unknown as Window
  allowWorkerScript(win)
  // The registration may run again (a second start): an engine throws at a second `default`.
  allowWorkerScript(win)
  return { names, rules: trustedTypes.defaultPolicy! }
}

test('one policy is created, the default one', () => {
  expect(defaultPolicy().names).toEqual(['default'])
})

test.each([
  ['the address the build registers', './sw.js', true],
  ['the same file named from the root of the host', '/site/sw.js', true],
  ['the full address', 'https://owner.github.io/site/sw.js', true],
  ['another script of the site', './assets/index.js', false],
  ['a worker of the host above the site', '/sw.js', false],
  ['the same name on another origin', 'https://evil.example/site/sw.js', false],
  ['a javascript: address', 'javascript:alert(1)', false],
  ['a data: address', 'data:text/javascript,alert(1)', false],
  ['an address that does not parse', 'https://[', false],
])('%s (%s) passes: %s', (_, value, passes) => {
  expect(defaultPolicy().rules.createScriptURL(value)).toBe(passes ? value : null)
})
