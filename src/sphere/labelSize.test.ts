import { allSkills } from '../content/skills'
import { labelFontPx, MIN_LABEL_PX } from './labelSize'
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
