import { type Colour, colourName, gameOverMessage, judge, randomColour, schedule } from './logic'

describe('Simon timing', () => {
  test('one colour: lit at 0, dark at 600', () => {
    expect(schedule(['red'])).toEqual([
      { at: 0, position: 0, colour: 'red' },
      { at: 600, position: 0, colour: null },
    ])
  })

  test('each colour shows 600 ms with 200 ms gaps between them', () => {
    expect(schedule(['green', 'green', 'yellow'])).toEqual([
      { at: 0, position: 0, colour: 'green' },
      { at: 600, position: 0, colour: null },
      { at: 800, position: 1, colour: 'green' },
      { at: 1400, position: 1, colour: null },
      { at: 1600, position: 2, colour: 'yellow' },
      { at: 2200, position: 2, colour: null },
    ])
  })

  test('an empty sequence plays nothing', () => {
    expect(schedule([])).toEqual([])
  })
})

describe('Simon rules', () => {
  const sequence: Colour[] = ['red', 'blue', 'yellow']
  test.each<[number, Colour, string]>([
    [0, 'red', 'more'],
    [0, 'blue', 'wrong'],
    [1, 'blue', 'more'],
    [1, 'red', 'wrong'],
    [2, 'yellow', 'complete'],
    [2, 'green', 'wrong'],
  ])('after %i correct, pressing %s is %s', (repeated, pressed, verdict) => {
    expect(judge(sequence, repeated, pressed)).toBe(verdict)
  })

  test.each<[number, Colour]>([
    [0, 'red'],
    [0.26, 'green'],
    [0.5, 'blue'],
    [0.999, 'yellow'],
  ])('random draw %f picks %s', (draw, colour) => {
    expect(randomColour(() => draw)).toBe(colour)
  })

  test('names and messages', () => {
    expect(colourName('yellow')).toBe('Yellow')
    expect(gameOverMessage(3)).toBe('Game Over! Your score: 3')
  })
})
