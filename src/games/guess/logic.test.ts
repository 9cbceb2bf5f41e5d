import { INVALID, judge, newTarget, OUT_OF_RANGE, TOO_HIGH, TOO_LOW } from './logic'

test.each([
  [0, 1],
  [0.5, 51],
  [0.999999, 100],
])('newTarget with random() = %d gives %d', (r, target) => {
  expect(newTarget(() => r)).toBe(target)
})

// Target 42, two attempts already made.
test.each([
  ['50', TOO_HIGH, 3],
  ['100', TOO_HIGH, 3],
  ['1', TOO_LOW, 3],
  [' 41 ', TOO_LOW, 3],
  ['+43', TOO_HIGH, 3],
  ['042', 'Correct! You guessed it in 3 attempts.', 3],
  ['42.0', 'Correct! You guessed it in 3 attempts.', 3],
  ['abc', '⚠️ Please enter a valid number.', 2],
  ['', INVALID, 2],
  ['   ', INVALID, 2],
  ['12abc', INVALID, 2],
  ['1e2', INVALID, 2],
  ['0x10', INVALID, 2],
  ['4 2', INVALID, 2],
  ['0', OUT_OF_RANGE, 2],
  ['101', OUT_OF_RANGE, 2],
  ['-5', OUT_OF_RANGE, 2],
  ['42.5', OUT_OF_RANGE, 2],
  ['.5', OUT_OF_RANGE, 2],
])('guess %j → %j with %d attempts', (input, message, attempts) => {
  expect(judge(input, 42, 2)).toMatchObject({ message, attempts })
})

test('the first correct guess reads "1 attempts" as the spec writes it', () => {
  expect(judge('7', 7, 0).message).toBe('Correct! You guessed it in 1 attempts.')
})
