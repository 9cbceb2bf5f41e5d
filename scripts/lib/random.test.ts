import { MathUtils } from 'three'
import { seededRandom } from './random.mjs'

const take = (random: () => number, n: number) => Array.from({ length: n }, random)

test('the same seed gives the same numbers, another seed others', () => {
  expect(take(seededRandom(42), 50)).toEqual(take(seededRandom(42), 50))
  expect(take(seededRandom(43), 50)).not.toEqual(take(seededRandom(42), 50))
})

test('numbers fall in [0, 1) and spread over it', () => {
  const numbers = take(seededRandom(7), 2000)
  expect(numbers.every((n) => n >= 0 && n < 1)).toBe(true)
  const tenths = new Set(numbers.map((n) => Math.floor(n * 10)))
  expect(tenths.size).toBe(10)
  const mean = numbers.reduce((a, b) => a + b, 0) / numbers.length
  expect(mean).toBeGreaterThan(0.45)
  expect(mean).toBeLessThan(0.55)
})

test("the numbers are mulberry32's, as three.js draws them: the generated pictures stay the same", () => {
  for (const seed of [0, 1, 42, 2 ** 31 + 5]) {
    const reference = [MathUtils.seededRandom(seed), ...take(() => MathUtils.seededRandom(), 99)]
    expect(take(seededRandom(seed), 100)).toEqual(reference)
  }
})
