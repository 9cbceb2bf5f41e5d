import { INVALID, judge, newTarget, OUT_OF_RANGE, TOO_HIGH, TOO_LOW } from './logic'

test.each([
  [0, 1],
  [0.5, 51],
  [0.999999, 100],
])('newTarget with random() = %d gives %d', (r, target) => {
  expect(newTarget(() => r)).toBe(target)
})

// Target 42, two attempts already made. Only a correct verdict ends the game.
test.each([
  ['50', 'high', TOO_HIGH, 3],
  ['100', 'high', TOO_HIGH, 3],
  ['1', 'low', TOO_LOW, 3],
  [' 41 ', 'low', TOO_LOW, 3],
  ['+43', 'high', TOO_HIGH, 3],
  ['042', 'correct', 'Correct! You guessed it in 3 attempts.', 3],
  ['42.0', 'correct', 'Correct! You guessed it in 3 attempts.', 3],
  ['abc', 'invalid', '⚠️ Please enter a valid number.', 2],
  ['', 'invalid', INVALID, 2],
  ['   ', 'invalid', INVALID, 2],
  ['12abc', 'invalid', INVALID, 2],
  ['1e2', 'invalid', INVALID, 2],
  ['0x10', 'invalid', INVALID, 2],
  ['4 2', 'invalid', INVALID, 2],
  ['0', 'outOfRange', OUT_OF_RANGE, 2],
  ['101', 'outOfRange', OUT_OF_RANGE, 2],
  ['-5', 'outOfRange', OUT_OF_RANGE, 2],
  ['42.5', 'outOfRange', OUT_OF_RANGE, 2],
  ['.5', 'outOfRange', OUT_OF_RANGE, 2],
])('guess %j is %s: %j with %d attempts', (input, verdict, message, attempts) => {
  expect(judge(input, 42, 2)).toEqual({ verdict, message, attempts })
})

test('the first correct guess reads "1 attempts", the message kept word for word (decision 021)', () => {
  expect(judge('7', 7, 0).message).toBe('Correct! You guessed it in 1 attempts.')
})
