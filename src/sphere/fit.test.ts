import { PerspectiveCamera, Vector3 } from 'three'
import { FULL_RADIUS, fittedRadius, labelGrow, SMALLEST_RADIUS, unitAt } from './fit'
import { SPHERE_STEPS } from './sizing'

// The scene's camera (scene/Scene.tsx): 35° from 4.2 units.
const VIEW = { fov: 35, distance: 4.2 }
const camera = new PerspectiveCamera(VIEW.fov, 1, 1, 10)
camera.position.set(0, 0, VIEW.distance)
camera.updateMatrixWorld()

/**
 * How far right, in the canvas (1 at its edge), a name `widestPx` wide reaches on a sphere of
 * `radius`, turned anywhere round its vertical axis: projected by three.js's own camera.
 */
function furthest(radius: number, widestPx: number, side: number): number {
  let most = 0
  for (let i = 0; i <= 720; i++) {
    const angle = (i * Math.PI) / 360
    const z = radius * Math.cos(angle)
    const half = labelGrow((z / radius + 1) / 2) * unitAt(radius, side, VIEW) * (widestPx / 2)
    const edge = new Vector3(radius * Math.sin(angle) + half, 0, z).project(camera)
    most = Math.max(most, edge.x)
  }
  return most
}

const sides = SPHERE_STEPS.map((s) => s.side)

describe('fittedRadius', () => {
  test('short names keep the full sphere', () => {
    for (const side of sides) expect(fittedRadius(side / 8, side, VIEW)).toBe(FULL_RADIUS)
  })

  test('a long name shrinks the sphere until it stays inside the canvas, and no more', () => {
    for (const side of sides) {
      for (const share of [0.3, 0.4, 0.5, 0.6]) {
        const widest = side * share
        const radius = fittedRadius(widest, side, VIEW)
        expect(radius).toBeLessThan(FULL_RADIUS)
        // (Checked at other angles than the fit's: within a thousandth, under a pixel.)
        expect(furthest(radius, widest, side)).toBeLessThanOrEqual(1.001)
        // Two per cent larger, it would reach past that edge: the sphere is as large as fits.
        expect(furthest(radius * 1.02, widest, side)).toBeGreaterThan(1)
      }
    }
  })

  test('a name too wide for any sphere leaves it no smaller than the least radius', () => {
    for (const side of sides) {
      expect(fittedRadius(side * 0.9, side, VIEW)).toBe(SMALLEST_RADIUS)
      expect(furthest(SMALLEST_RADIUS, side * 0.9, side)).toBeGreaterThan(1)
    }
  })

  test('the longer the widest name, the smaller the sphere', () => {
    for (const side of sides) {
      let last = FULL_RADIUS
      for (let widest = 10; widest <= side; widest += 10) {
        const radius = fittedRadius(widest, side, VIEW)
        expect(radius).toBeLessThanOrEqual(last)
        last = radius
      }
    }
  })
})
