import { activeSection, type SectionBox } from './scrollSpy'

const boxes = (...ranges: [string, number, number][]): SectionBox[] =>
  ranges.map(([id, top, bottom]) => ({ id, top, bottom }))

describe('activeSection', () => {
  const viewport = 800 // middle at 400
  test.each([
    ['about spans the middle', boxes(['about', 64, 1200], ['skills', 1200, 2000]), 'about'],
    ['skills spans the middle', boxes(['about', -900, 300], ['skills', 300, 1100]), 'skills'],
    ['both below the middle', boxes(['about', 500, 900], ['skills', 900, 1300]), 'about'],
    ['in a gap: the one above', boxes(['about', -500, 350], ['skills', 450, 900]), 'about'],
    ['all above: the last', boxes(['about', -2000, -900], ['skills', -900, -100]), 'skills'],
    ['edge: top exactly at middle', boxes(['about', -400, 400], ['skills', 400, 900]), 'skills'],
  ])('%s', (_name, sections, expected) => {
    expect(activeSection(sections, viewport)).toBe(expected)
  })

  test('no sections', () => {
    expect(activeSection([], viewport)).toBeNull()
  })
})
