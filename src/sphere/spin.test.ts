import { clamp, decay, dragAngle, SPIN, Spinner } from './spin'

const side = 400
const frames = (s: Spinner, seconds: number, fps = 60) => {
  for (let i = 0; i < seconds * fps; i++) s.step(1 / fps)
}

describe('drag maths', () => {
  test('dragging across the sphere radius turns it by one radian, either way', () => {
    expect(dragAngle(side * SPIN.radiusShare, side)).toBeCloseTo(1)
    expect(dragAngle(-side * SPIN.radiusShare, side)).toBeCloseTo(-1)
    expect(dragAngle(50, 2 * side)).toBeCloseTo(dragAngle(25, side))
  })

  test('inertia decays exponentially with its time constant', () => {
    expect(decay(2, 0)).toBe(2)
    expect(decay(2, SPIN.inertiaTau)).toBeCloseTo(2 / Math.E)
    expect(decay(-3, 0.5, 0.5)).toBeCloseTo(-3 / Math.E)
    expect(decay(2, 0.1)).toBeCloseTo(decay(decay(2, 0.05), 0.05))
  })

  test.each([
    [5, 2, 2],
    [-5, 2, -2],
    [1, 2, 1],
  ])('clamp(%d, %d) is %d', (v, limit, out) => expect(clamp(v, limit)).toBe(out))
})

describe('Spinner', () => {
  test('turns slowly by itself, slower when hovered, not at all with reduced motion', () => {
    const free = new Spinner(side)
    const hovered = new Spinner(side)
    hovered.hovered = true
    const still = new Spinner(side, true)
    for (const s of [free, hovered, still]) frames(s, 2)
    expect(free.yaw).toBeCloseTo(2 * SPIN.autoSpeed)
    expect(hovered.yaw).toBeCloseTo(2 * SPIN.hoverSpeed)
    expect(hovered.yaw).toBeLessThan(free.yaw)
    expect(still.yaw).toBe(0)
    expect(still.isMoving()).toBe(false)
    expect(free.isMoving()).toBe(true)
  })

  test('a drag turns it in the drag direction: right turns the front right, down tilts it down', () => {
    const s = new Spinner(side, true)
    s.grab(100, 100, 0)
    s.drag(130, 110, 16)
    expect(s.yaw).toBeCloseTo(dragAngle(30, side))
    expect(s.tilt).toBeCloseTo(SPIN.startTilt + dragAngle(10, side))
    s.drag(100, 100, 32)
    expect(s.yaw).toBeCloseTo(0)
    expect(s.tilt).toBeCloseTo(SPIN.startTilt)
  })

  test('while held it neither turns by itself nor asks for frames', () => {
    const s = new Spinner(side)
    s.grab(0, 0, 0)
    frames(s, 1)
    expect(s.yaw).toBe(0)
    expect(s.isMoving()).toBe(false)
  })

  test('held still after a drag, it stays under the pointer', () => {
    const s = new Spinner(side)
    s.grab(0, 0, 0)
    s.drag(30, 0, 16)
    const held = s.yaw
    frames(s, 1)
    expect(s.yaw).toBe(held)
  })

  test('a pointer moving without a grab turns nothing', () => {
    const s = new Spinner(side, true)
    s.drag(100, 50, 16)
    expect(s.yaw).toBe(0)
    expect(s.tilt).toBe(SPIN.startTilt)
  })

  test('the tilt stays within its limit', () => {
    const s = new Spinner(side)
    s.grab(0, 0, 0)
    s.drag(0, 5000, 16)
    expect(s.tilt).toBe(SPIN.tiltLimit)
    for (let i = 0; i < 40; i++) s.nudge('up')
    expect(s.tilt).toBe(-SPIN.tiltLimit)
  })

  test('a fling keeps turning, decays, then the slow turn resumes', () => {
    const s = new Spinner(side)
    s.grab(0, 0, 0)
    for (let t = 1; t <= 5; t++) s.drag(t * 20, 0, t * 16)
    s.release(5 * 16 + 10)
    const fling = s.velocity
    expect(fling).toBeGreaterThan(1)
    const before = s.yaw
    frames(s, 0.5)
    expect(s.velocity).toBeGreaterThan(0)
    expect(s.velocity).toBeLessThan(fling)
    frames(s, 10)
    expect(s.velocity).toBe(0)
    // The fling added about velocity × tau, on top of the slow turn.
    expect(s.yaw - before).toBeCloseTo(fling * SPIN.inertiaTau + 10.5 * SPIN.autoSpeed, 1)
    const settled = s.yaw
    frames(s, 1)
    expect(s.yaw - settled).toBeCloseTo(SPIN.autoSpeed)
  })

  test('a fling follows the speed of the pointer over its last moves', () => {
    // 5 px every 16 ms: well under the speed limit.
    const pointerSpeed = dragAngle(5, side) / 0.016
    const s = new Spinner(side)
    s.grab(0, 0, 0)
    s.drag(5, 0, 16)
    const first = s.velocity
    expect(first).toBeGreaterThan(0.5 * pointerSpeed)
    expect(first).toBeLessThan(pointerSpeed)
    for (let t = 2; t <= 8; t++) s.drag(t * 5, 0, t * 16)
    expect(s.velocity).toBeCloseTo(pointerSpeed, 2)
  })

  test('a move in the same millisecond as the last one leaves the fling speed as it was', () => {
    const s = new Spinner(side)
    s.grab(0, 0, 0)
    s.drag(5, 0, 16)
    const speed = s.velocity
    s.drag(10, 0, 16)
    expect(s.velocity).toBe(speed)
    expect(s.yaw).toBeCloseTo(dragAngle(10, side))
  })

  test('a release without a grab leaves a fling alone', () => {
    const s = new Spinner(side)
    s.grab(0, 0, 0)
    s.drag(5, 0, 16)
    s.release(20)
    const fling = s.velocity
    s.release(5_000)
    expect(s.velocity).toBe(fling)
  })

  test('a fling under way winds down when reduced motion is switched on', () => {
    const s = new Spinner(side)
    s.velocity = 3
    s.reducedMotion = true
    expect(s.isMoving()).toBe(true)
    frames(s, 10)
    expect(s.velocity).toBe(0)
    expect(s.isMoving()).toBe(false)
  })

  test('a fling is never faster than the limit', () => {
    const s = new Spinner(side)
    s.grab(0, 0, 0)
    s.drag(5000, 0, 1)
    s.release(2)
    expect(s.velocity).toBe(SPIN.maxSpeed)
  })

  test('inertia does not depend on the frame rate', () => {
    const fling = (fps: number) => {
      const s = new Spinner(side, false)
      s.velocity = 3
      frames(s, 2, fps)
      return s.yaw
    }
    expect(fling(30)).toBeCloseTo(fling(144), 6)
  })

  test('a release long after the last move is a stop, not a fling', () => {
    const s = new Spinner(side)
    s.grab(0, 0, 0)
    s.drag(50, 0, 16)
    s.release(16 + SPIN.flingWindowMs + 1)
    expect(s.velocity).toBe(0)
  })

  test('a cancelled gesture (the page scrolls instead) leaves no fling', () => {
    const s = new Spinner(side)
    s.grab(0, 0, 0)
    s.drag(40, 0, 16)
    s.cancel()
    expect(s.dragging).toBe(false)
    expect(s.velocity).toBe(0)
    expect(s.isMoving()).toBe(true)
  })

  test('with reduced motion a release stops it dead', () => {
    const s = new Spinner(side, true)
    s.grab(0, 0, 0)
    s.drag(50, 0, 16)
    s.release(20)
    expect(s.velocity).toBe(0)
    expect(s.isMoving()).toBe(false)
  })

  test('paused, it neither turns by itself nor keeps a fling; resumed, it turns again', () => {
    const s = new Spinner(side)
    s.grab(0, 0, 0)
    s.drag(50, 0, 16)
    s.release(20)
    expect(s.velocity).not.toBe(0)
    s.pause(true)
    expect(s.velocity).toBe(0)
    expect(s.isMoving()).toBe(false)
    const yaw = s.yaw
    s.step(1)
    expect(s.yaw).toBe(yaw)
    s.grab(0, 0, 100)
    s.drag(50, 0, 116)
    s.release(120)
    expect(s.yaw, 'a drag still turns it').not.toBe(yaw)
    expect(s.isMoving(), 'but no fling follows').toBe(false)
    s.pause(false)
    expect(s.autoSpeed()).toBe(SPIN.autoSpeed)
    expect(s.isMoving()).toBe(true)
  })

  test.each([
    ['left', -SPIN.keyStep, 0],
    ['right', SPIN.keyStep, 0],
    ['up', 0, -SPIN.keyStep],
    ['down', 0, SPIN.keyStep],
  ] as const)('the %s arrow turns it by one key step', (direction, yaw, tilt) => {
    const s = new Spinner(side, true)
    s.nudge(direction)
    expect(s.yaw).toBeCloseTo(yaw)
    expect(s.tilt).toBeCloseTo(SPIN.startTilt + tilt)
  })
})
