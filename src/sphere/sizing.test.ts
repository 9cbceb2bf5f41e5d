import config from '../../uno.config'
import { SPHERE_BOX, SPHERE_STEPS, sphereSide } from './sizing'

describe('sphereSide', () => {
  test.each([
    [320, 260],
    [349, 260],
    [350, 300],
    [400, 300],
    [479, 300],
    [480, 380],
    [520, 380],
    [599, 380],
    [600, 440],
    [700, 440],
    [767, 440],
    [768, 480],
    [900, 480],
    [1920, 480],
  ])('at a %i px window the sphere is %i px', (width, side) => {
    expect(sphereSide(width)).toBe(side)
  })

  test('grows with every step and always leaves room in the window', () => {
    const sides = SPHERE_STEPS.map((s) => s.side)
    expect([...sides].sort((a, b) => a - b)).toEqual(sides)
    expect(new Set(sides).size).toBe(sides.length)
    for (const width of [320, ...SPHERE_STEPS.slice(1).map((s) => s.minWidth)]) {
      expect(sphereSide(width)).toBeLessThanOrEqual(width - 30)
    }
  })

  test('the box classes set the same sides at the same breakpoints', () => {
    const prefixes = ['', 'xs:', 'sm:', 'ms:', 'md:']
    const classes = SPHERE_BOX.split(' ')
    SPHERE_STEPS.forEach((step, i) => {
      expect(classes).toContain(`${prefixes[i]}w-[${step.side}px]`)
    })
    const { breakpoints } = config.theme as { breakpoints: Record<string, string> }
    expect(prefixes.slice(1).map((p) => Number.parseInt(breakpoints[p.slice(0, -1)]!, 10))).toEqual(
      SPHERE_STEPS.slice(1).map((s) => s.minWidth),
    )
    expect(classes).toEqual(expect.arrayContaining(['aspect-square', 'max-w-[calc(100vw-2rem)]']))
  })
})
