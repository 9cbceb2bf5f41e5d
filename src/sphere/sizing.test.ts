import { createGenerator } from 'unocss'
import config from '../../uno.config'
import { SPHERE_STEPS, sphereBoxClasses, sphereSide } from './sizing'

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
})

describe('the sphere-box classes', () => {
  // The CSS UnoCSS writes for the class, as the build does.
  const css = async () => {
    const uno = await createGenerator(config)
    return (await uno.generate('<div class="sphere-box">', { preflights: false })).css
  }

  test('set each side from its min width on, in order, and keep the box square in the window', async () => {
    const text = (await css()).replace(/\s+/g, '')
    const base = text.slice(0, text.indexOf('@media'))
    const [first, ...steps] = SPHERE_STEPS
    for (const rule of [
      `;width:${first.side}px;`,
      'aspect-ratio:1/1',
      'max-width:calc(100vw-2rem)',
      'margin-left:auto',
    ]) {
      expect(base).toContain(rule)
    }
    const at = steps.map((step) => {
      const block = `@media(min-width:${step.minWidth}px){.sphere-box{width:${step.side}px;}}`
      expect(text).toContain(block)
      return text.indexOf(block)
    })
    expect([...at].sort((a, b) => a - b)).toEqual(at)
  })

  test.each([
    [
      'the theme without a breakpoint at a step',
      { bp350: '350px', bp480: '480px', md: '768px' },
      /600px/,
    ],
    ['no breakpoints at all', {}, /350px/],
  ])('fail loudly for %s', (_, breakpoints, message) => {
    expect(() => sphereBoxClasses(breakpoints)).toThrow(message)
  })
})
