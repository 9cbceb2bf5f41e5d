import { allSkills } from '../content/skills'
import { labelFontPx, labelLines, MIN_LABEL_PX } from './labelSize'
import { SPHERE_STEPS } from './sizing'

const sides = SPHERE_STEPS.map((s) => s.side)

describe('labelFontPx', () => {
  test('up to nineteen names, a name is an eighteenth of the sphere’s side', () => {
    for (const side of sides) {
      for (const count of [1, 2, 13, 19])
        expect(labelFontPx(side, count)).toBe(Math.round(side / 18))
    }
  })

  test('more names, smaller text: never larger, and smaller by 60 names', () => {
    for (const side of sides) {
      let last = labelFontPx(side, 19)
      for (let count = 20; count <= 80; count++) {
        const px = labelFontPx(side, count)
        expect(px).toBeLessThanOrEqual(last)
        last = px
      }
      expect(labelFontPx(side, 60)).toBeLessThan(labelFontPx(side, 19))
    }
  })

  test('text stays readable: never below the least size, on the smallest sphere with 80 names', () => {
    expect(labelFontPx(sides[0]!, 80)).toBeGreaterThanOrEqual(MIN_LABEL_PX)
    expect(labelFontPx(sides.at(-1)!, 60)).toBeGreaterThan(MIN_LABEL_PX)
  })

  test('the shipped skills have a size for every sphere side', () => {
    for (const side of sides) {
      const px = labelFontPx(side, allSkills.length)
      expect(px).toBeGreaterThanOrEqual(MIN_LABEL_PX)
      expect(px).toBeLessThanOrEqual(Math.round(side / 18))
    }
  })
})

describe('labelLines', () => {
  // A width of 10 per character: easy to reason about, as a canvas's measure would be.
  const measure = (line: string) => line.length * 10

  test('a name that fits is one line, whatever its spaces', () => {
    expect(labelLines('Machine Learning', measure, 160)).toEqual(['Machine Learning'])
    expect(labelLines('Rust', measure, 40)).toEqual(['Rust'])
  })

  test('a wider name breaks at the space that leaves the longer line shortest', () => {
    expect(labelLines('Parsing expression grammars', measure, 100)).toEqual([
      'Parsing expression',
      'grammars',
    ])
    expect(labelLines('Machine Learning', measure, 100)).toEqual(['Machine', 'Learning'])
    expect(labelLines('a bb ccc dddd eeeee', measure, 100)).toEqual(['a bb ccc', 'dddd eeeee'])
  })

  test('a name with no space to break at stays one line, however wide', () => {
    expect(labelLines('Supercalifragilistic', measure, 50)).toEqual(['Supercalifragilistic'])
    expect(labelLines(' Leading', measure, 30)).toEqual([' Leading'])
  })

  test('every skill of the content is one or two lines holding all its words', () => {
    for (const { name } of allSkills) {
      const lines = labelLines(name, measure, 80)
      expect(lines.length).toBeLessThanOrEqual(2)
      expect(lines.join(' ').split(/\s+/)).toEqual(name.split(/\s+/))
    }
  })
})
