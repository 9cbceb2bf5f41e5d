import { tapCounter } from './taps'

describe('tapCounter(5, 3000)', () => {
  const run = (times: number[]) => {
    const tap = tapCounter(5, 3000)
    return times.map(tap)
  }

  test('five taps within three seconds count; the fifth is the one', () => {
    expect(run([0, 500, 1000, 1500, 2000])).toEqual([false, false, false, false, true])
    expect(run([0, 750, 1500, 2250, 3000])).toEqual([false, false, false, false, true])
  })

  test('four taps, or five spread over more than three seconds, do nothing', () => {
    expect(run([0, 100, 200, 300])).toEqual([false, false, false, false])
    expect(run([0, 800, 1600, 2400, 3001])).toEqual([false, false, false, false, false])
  })

  test('old taps fall out of the window; after a match it counts afresh', () => {
    expect(run([0, 100, 200, 300, 4000, 4100, 4200, 4300, 4400])).toEqual([
      ...[false, false, false, false],
      ...[false, false, false, false, true],
    ])
    expect(run([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])).toEqual([
      ...[false, false, false, false, true],
      ...[false, false, false, false, true],
    ])
  })
})
