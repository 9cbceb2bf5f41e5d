// Console lines a test may expect; any other console.error or console.warn fails it.
type Kind = 'error' | 'warn'

interface Expected {
  kind: Kind
  pattern: RegExp
  times: number
  seen: unknown[][]
}

let expected: Expected[] = []

/**
 * Declares that this test makes `console[kind]` print a line matching `pattern`, exactly
 * `times` times; returns the arguments of those calls for the test to inspect.
 */
export function expectConsole(kind: Kind, pattern: RegExp, times = 1): unknown[][] {
  const entry: Expected = { kind, pattern, times, seen: [] }
  expected.push(entry)
  return entry.seen
}

/** The spy implementation: an expected line is recorded, any other throws. */
export const guard =
  (kind: Kind) =>
  (...args: unknown[]): void => {
    const text = args.map(String).join(' ')
    const entry = expected.find((e) => e.kind === kind && e.pattern.test(text))
    if (entry) {
      entry.seen.push(args)
      return
    }
    throw new Error(`console.${kind} called: ${text}`)
  }

/** After a test: the lines it printed that it did not expect, and expected lines that did not come. */
export function consoleProblems(calls: Record<Kind, number>): string[] {
  const problems = expected
    .filter((e) => e.seen.length !== e.times)
    .map((e) => `expected console.${e.kind} ${e.pattern} ${e.times} time(s), saw ${e.seen.length}`)
  for (const kind of ['error', 'warn'] as const) {
    const allowed = expected.filter((e) => e.kind === kind).reduce((n, e) => n + e.seen.length, 0)
    if (calls[kind] > allowed) problems.push(`console.${kind} was called unexpectedly`)
  }
  expected = []
  return problems
}
