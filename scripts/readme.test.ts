import { existsSync, readFileSync } from 'node:fs'

/** `a/{b,c}.ts` as `a/b.ts` and `a/c.ts`, as a shell expands it (any number of braces). */
function expandBraces(path: string): string[] {
  const brace = /\{([^{}]*)\}/.exec(path)
  if (!brace) return [path]
  const [whole, inner] = brace as unknown as [string, string]
  return inner
    .split(',')
    .flatMap((part) =>
      expandBraces(path.slice(0, brace.index) + part + path.slice(brace.index + whole.length)),
    )
}

/**
 * Every path of the repository named in the code of `markdown` (its fenced blocks, and its code
 * spans, which may run over a line break), braces expanded.
 */
function namedPaths(markdown: string): string[] {
  const fenced = /^```.*\n([\s\S]*?)^```/gm
  const blocks = [...markdown.matchAll(fenced)].map(([, block]) => block!)
  const inline = [...markdown.replace(fenced, '').matchAll(/`([^`]+)`/g)].map(([, span]) => span!)
  const spans = [...blocks, ...inline]
  return spans.flatMap((span) =>
    [
      ...span.matchAll(
        /(?<![\w./-])((?:src|scripts|tests|docs|public|\.github|\.ci)\/[\w./{},-]*)/g,
      ),
    ]
      .map(([, path]) => path!.replace(/[.,]$/, ''))
      .flatMap(expandBraces),
  )
}

test('braces expand as a shell expands them, and paths are found anywhere in a code span', () => {
  expect(expandBraces('tests/e2e/{a,b}.e2e.ts')).toEqual([
    'tests/e2e/a.e2e.ts',
    'tests/e2e/b.e2e.ts',
  ])
  expect(expandBraces('{x,y}/{1,2}')).toEqual(['x/1', 'x/2', 'y/1', 'y/2'])
  expect(
    namedPaths(
      'run `npx vitest run\n--config c.ts tests/e2e/{a,b}.e2e.ts` and `src/` (not https://h/src/x)\n```sh\nnode scripts/x.mjs\n```\n',
    ),
  ).toEqual(['scripts/x.mjs', 'tests/e2e/a.e2e.ts', 'tests/e2e/b.e2e.ts', 'src/'])
})

// The README is the map a new owner and the next engineer read first: every file or folder of
// the repository that it names in code type (`src/content/`, `scripts/owner-test.mjs`, a
// command's `tests/e2e/{a,b}.e2e.ts`) exists. A file moved or merged away takes its mention
// with it.
test('every file and folder of the repository that the README names exists', () => {
  const named = namedPaths(readFileSync('README.md', 'utf8'))
  expect(named.length).toBeGreaterThan(20)
  expect(named.filter((path) => !existsSync(path))).toEqual([])
})
