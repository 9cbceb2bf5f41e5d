import { expect, test } from 'vitest'
import { SPHERE_STEPS, sphereSide } from '../../src/sphere/sizing'
import { abilities, opensAt, pageOpener, sphereDrawn, waitFor } from './engine'

// The 3D sphere's size in every engine: its canvas takes each step's side as the window
// widens, fits the window, and follows a resize. What needs Chromium's protocol (touch through
// the input pipeline, counted draw calls, a held chunk) stays in tests/e2e/sphere.e2e.ts; a
// drag and reduced motion in the other engines are tests/engines/sphere.engine.ts.

const open = pageOpener()

// One window width inside each step, from the narrowest phone up, in the widths the engine's
// window opens at.
const WIDTHS = SPHERE_STEPS.map((step) => Math.max(320, step.minWidth + 20)).filter(opensAt)

test('the canvas steps up with the window width, always fits, and follows resizes', async () => {
  const page = await open('/', {
    width: WIDTHS[0],
    height: 700,
    webgl: true,
    reducedMotion: abilities.reducedMotion,
  })
  // The 3D scene loads once Skills is near the screen.
  await sphereDrawn(page)
  const sides: number[] = []
  for (const width of WIDTHS) {
    await page.resize(width, 700)
    const box = (await waitFor(
      page,
      (side: number) => {
        const canvas = document.querySelector('canvas')
        const r = canvas?.getBoundingClientRect()
        return canvas && r && r.width === side && canvas.width === side
          ? { left: r.left, right: r.right, window: innerWidth }
          : null
      },
      `the canvas ${sphereSide(width)} px wide at ${width} px`,
      [sphereSide(width)],
    ))!
    expect(box.window, 'the window').toBe(width)
    expect(box.left).toBeGreaterThanOrEqual(0)
    expect(box.right).toBeLessThanOrEqual(width)
    sides.push(box.right - box.left)
  }
  // Each width read a step of its own: as many sides as widths, growing with the window.
  expect(new Set(sides).size).toBe(WIDTHS.length)
  expect([...sides].sort((a, b) => a - b)).toEqual(sides)
})
