import { consoleProblems, expectConsole, guard } from './console'

// The rules of the console guard itself (the spies in setup.ts are not used here).
test('an expected line is recorded, not thrown, and counts once', () => {
  const seen = expectConsole('error', /boom/)
  guard('error')('a', 'boom!')
  expect(seen).toEqual([['a', 'boom!']])
  expect(consoleProblems({ error: 1, warn: 0 })).toEqual([])
})

test('an unexpected line throws, and a swallowed throw is still counted afterwards', () => {
  expect(() => guard('warn')('careful')).toThrow('console.warn called: careful')
  expect(consoleProblems({ error: 0, warn: 1 })).toEqual(['console.warn was called unexpectedly'])
})

test('an expected line that never came, or came twice, is a problem', () => {
  expectConsole('error', /never/)
  const twice = expectConsole('warn', /again/)
  guard('warn')('again')
  guard('warn')('again')
  expect(twice).toHaveLength(2)
  expect(consoleProblems({ error: 0, warn: 2 })).toEqual([
    'expected console.error /never/ 1 time(s), saw 0',
    'expected console.warn /again/ 1 time(s), saw 2',
  ])
})

test('each test starts with nothing expected', () => {
  expect(() => guard('error')('boom')).toThrow()
  expect(consoleProblems({ error: 1, warn: 0 })).toEqual(['console.error was called unexpectedly'])
})
