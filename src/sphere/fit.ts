// How large the sphere can be in its square canvas with every name inside it: a name is drawn
// centred on its place, so a long one near the rim reaches past the sphere by half its width.

/** The perspective camera that looks at the sphere's centre from `distance` on its axis. */
export interface View {
  /** Vertical field of view, in degrees (the canvas is square: the horizontal one too). */
  fov: number
  distance: number
}

/** How a name's size grows from the back of the sphere (depth 0) to its front (depth 1). */
export const labelGrow = (depth: number): number => 0.8 + 0.2 * depth

/** The largest radius the sphere ever has, in world units: the camera was chosen for it. */
export const FULL_RADIUS = 1

/**
 * The smallest radius a long name may shrink the sphere to: smaller, its names would crowd
 * into a blob. A name too wide even then (one word some two thirds of the side) is cut at the
 * edge instead. Names of more words are drawn on two lines (labelSize.ts), which keeps them
 * well inside this.
 */
export const SMALLEST_RADIUS = 0.6

/**
 * The share of the canvas's half width a name's box may reach: all of it, as the box has a
 * margin of its own round the text (labelTexture.ts).
 */
const REACH = 1

/** The half height the view sees at one unit from the camera. */
const halfView = (view: View) => Math.tan((view.fov * Math.PI) / 360)

/**
 * World units per CSS pixel at the front of a sphere of `radius` in a canvas `side` pixels
 * wide: a name's pixel size at the front is its size in the canvas.
 */
export const unitAt = (radius: number, side: number, view: View): number =>
  (2 * (view.distance - radius) * halfView(view)) / side

/** Where a name at `angle` from the view axis reaches, as a share of the canvas's half width. */
function reach(radius: number, angle: number, halfPx: number, side: number, view: View): number {
  const half = labelGrow((Math.cos(angle) + 1) / 2) * unitAt(radius, side, view) * halfPx
  const x = radius * Math.sin(angle) + half
  const z = radius * Math.cos(angle)
  return x / ((view.distance - z) * halfView(view))
}

/** Angles from the front of the sphere (0) round to its back (π), a degree apart, checked. */
const ANGLES = Array.from({ length: 181 }, (_, i) => (i * Math.PI) / 180)

const fits = (radius: number, halfPx: number, side: number, view: View) =>
  ANGLES.every((angle) => reach(radius, angle, halfPx, side, view) <= REACH)

/**
 * The sphere's radius, at most FULL_RADIUS, at which the widest name (`widestPx` CSS pixels at
 * the front) stays inside a canvas `side` pixels wide wherever the turning sphere takes it.
 * Short names keep the full sphere; long ones shrink it, never below SMALLEST_RADIUS.
 */
export function fittedRadius(widestPx: number, side: number, view: View): number {
  const halfPx = widestPx / 2
  if (fits(FULL_RADIUS, halfPx, side, view)) return FULL_RADIUS
  if (!fits(SMALLEST_RADIUS, halfPx, side, view)) return SMALLEST_RADIUS
  let low = SMALLEST_RADIUS
  let high = FULL_RADIUS
  for (let i = 0; i < 30; i++) {
    const mid = (low + high) / 2
    if (fits(mid, halfPx, side, view)) low = mid
    else high = mid
  }
  return low
}
