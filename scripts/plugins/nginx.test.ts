import { CACHE_RULES, securityHeaders, UNHASHED_CACHE } from './csp'
import { GZIP_TYPES, nginxConf } from './nginx'

/** A directive of an nginx file: its words, and its block when it has one. */
interface Directive {
  words: string[]
  block?: Directive[]
}

/** Reads nginx's syntax: words (quoted or not), `;` ending a directive, `{ }` a block. */
function parse(text: string): Directive[] {
  const tokens = [...text.replace(/#.*$/gm, '').matchAll(/"([^"]*)"|([{};])|([^\s{};"]+)/g)].map(
    ([, quoted, mark, word]) => (quoted !== undefined ? { word: quoted } : (mark ?? { word })),
  )
  let at = 0
  const block = (): Directive[] => {
    const out: Directive[] = []
    let words: string[] = []
    while (at < tokens.length) {
      const token = tokens[at++]!
      if (token === ';') {
        out.push({ words })
        words = []
      } else if (token === '{') {
        out.push({ words, block: block() })
        words = []
      } else if (token === '}') return out
      else if (typeof token === 'object') words.push(token.word ?? '')
    }
    return out
  }
  return block()
}

const POLICY = "default-src 'self'; script-src 'self' 'sha256-q+/9w=='"
const headers = (block: Directive[]) =>
  block.filter((d) => d.words[0] === 'add_header').map((d) => d.words.slice(1))
const named = (block: Directive[], name: string) => block.filter((d) => d.words[0] === name)

describe.each([
  ['/portfolio/', '/portfolio/'],
  ['/', '/'],
  ['/my%20site/', '/my site/'],
])('nginxConf for the folder %s', (folder, path) => {
  const top = parse(nginxConf(folder, POLICY))
  const site = top[0]!
  const inner = site.block ?? []
  const locations = named(inner, 'location')

  test('puts every rule inside the location of the site’s folder', () => {
    expect(top).toHaveLength(1)
    expect(site.words).toEqual(['location', path])
  })

  test('each location sends every security header of _headers, with the policy given', () => {
    const expected = securityHeaders(POLICY).map(([name, value]) => [name, value, 'always'])
    for (const block of [inner, ...locations.map((l) => l.block ?? [])]) {
      expect(headers(block)).toEqual(expect.arrayContaining(expected))
    }
    expect(expected[0]![1]).toBe(`${POLICY}; frame-ancestors 'none'`)
  })

  test('each cache rule of _headers has its location under the folder', () => {
    const cacheOf = (words: string[]) => {
      const found = locations.find((l) => l.words.slice(1).join(' ') === words.join(' '))
      return found && headers(found.block ?? []).find(([name]) => name === 'Cache-Control')?.[1]
    }
    for (const [rule, value] of CACHE_RULES) {
      const inFolder = `${path}${rule.slice(1)}`
      const match = rule.endsWith('/*') ? [inFolder.slice(0, -1)] : ['=', inFolder]
      expect(cacheOf(match), rule).toBe(value)
    }
    expect(locations).toHaveLength(CACHE_RULES.length)
  })

  test('any other file (kept under its name across deploys) gets the short rule of the folder', () => {
    const cache = headers(inner).filter(([name]) => name === 'Cache-Control')
    expect(cache).toEqual([['Cache-Control', UNHASHED_CACHE, 'always']])
  })

  test('answers a missing path with the folder’s 404.html', () => {
    expect(named(inner, 'error_page').map((d) => d.words)).toEqual([
      ['error_page', '404', `${path}404.html`],
    ])
  })

  test('compresses the code, styles, icons and manifest', () => {
    expect(named(inner, 'gzip').map((d) => d.words)).toEqual([['gzip', 'on']])
    const types = named(inner, 'gzip_types')[0]?.words.slice(1)
    for (const type of [
      'application/javascript',
      'text/css',
      'image/svg+xml',
      'application/manifest+json',
    ]) {
      expect(types).toContain(type)
    }
    expect(types).toEqual([...GZIP_TYPES])
  })

  test('gives the manifest its type, in its own location only (a types block replaces all)', () => {
    const manifest = locations.find((l) => l.words.at(-1) === `${path}manifest.webmanifest`)
    expect(named(manifest?.block ?? [], 'types')[0]?.block?.map((d) => d.words)).toEqual([
      ['application/manifest+json', 'webmanifest'],
    ])
    const elsewhere = [inner, ...locations.filter((l) => l !== manifest).map((l) => l.block ?? [])]
    for (const block of elsewhere) expect(named(block, 'types')).toEqual([])
  })
})

test('a folder with a space is quoted, as nginx needs', () => {
  expect(nginxConf('/my%20site/', POLICY)).toContain('location "/my site/" {')
})

test.each([
  ['a $ nginx would read as a variable', "default-src 'self' $x"],
  ['a quote that would end the value', 'default-src "self"'],
])('a policy with %s stops the build', (_, policy) => {
  expect(() => nginxConf('/', policy)).toThrow(/^nginx\.conf: the Content-Security-Policy header/)
})

test('a folder that is not a path ending in / stops the build', () => {
  expect(() => nginxConf('portfolio', POLICY)).toThrow(/must start and end with \//)
})
