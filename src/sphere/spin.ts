/** Tuning of the sphere's motion; angles in radians, times in seconds. */
export const SPIN = {
  /** Slow turn on its own: a full turn in about 25 s. */
  autoSpeed: 0.25,
  /** The slower turn while a mouse hovers over it. */
  hoverSpeed: 0.08,
  /** Time constant of the inertia's exponential decay. */
  inertiaTau: 0.6,
  /** A fling never spins faster than this. */
  maxSpeed: 6,
  /** Below this the inertia counts as spent. */
  restSpeed: 0.01,
  /** A release this long (ms) after the last move is a stop, not a fling. */
  flingWindowMs: 100,
  /** The sphere starts tilted a little towards the viewer, so its rings read as rings. */
  startTilt: 0.3,
  /** The tilt (vertical turn) stays within plus or minus this. */
  tiltLimit: 0.9,
  /** One arrow key press turns the sphere by this. */
  keyStep: Math.PI / 12,
  /** Share of the box side that the sphere's radius covers on screen. */
  radiusShare: 0.36,
} as const

export type Direction = 'left' | 'right' | 'up' | 'down'

/** Radians a drag of `px` pixels turns a sphere drawn in a `side` px box: the front follows the pointer. */
export function dragAngle(px: number, side: number): number {
  return px / (side * SPIN.radiusShare)
}

/** A velocity after `dt` seconds of exponential decay with time constant `tau`. */
export function decay(velocity: number, dt: number, tau: number = SPIN.inertiaTau): number {
  return velocity * Math.exp(-dt / tau)
}

export const clamp = (v: number, limit: number): number => Math.max(-limit, Math.min(limit, v))

/**
 * The sphere's rotation: yaw (around the vertical axis) and tilt, turned by
 * drags, flings with decaying inertia, arrow keys and a slow turn of its own.
 * Plain state, advanced by `step(dt)` once per frame; it never touches the DOM.
 */
export class Spinner {
  yaw = 0
  tilt: number = SPIN.startTilt
  /** Inertia of the yaw, in rad/s, on top of the slow turn. */
  velocity = 0
  dragging = false
  hovered = false
  /** Paused by the visitor ("Pause sphere"): still, as with reduced motion, until resumed. */
  paused = false
  private lastX = 0
  private lastY = 0
  private lastMoveAt = 0

  constructor(
    public side: number,
    public reducedMotion = false,
  ) {}

  /** Whether it moves only when moved: reduced motion, or paused by the visitor. */
  get still(): boolean {
    return this.reducedMotion || this.paused
  }

  /** The speed of the turn of its own: none when still or while held. */
  autoSpeed(): number {
    if (this.still || this.dragging) return 0
    return this.hovered ? SPIN.hoverSpeed : SPIN.autoSpeed
  }

  /** Whether the next frame would differ from this one. */
  isMoving(): boolean {
    return !this.dragging && (this.autoSpeed() !== 0 || this.velocity !== 0)
  }

  grab(x: number, y: number, timeMs: number): void {
    this.dragging = true
    this.velocity = 0
    this.lastX = x
    this.lastY = y
    this.lastMoveAt = timeMs
  }

  drag(x: number, y: number, timeMs: number): void {
    if (!this.dragging) return
    const turn = dragAngle(x - this.lastX, this.side)
    this.yaw += turn
    this.tilt = clamp(this.tilt + dragAngle(y - this.lastY, this.side), SPIN.tiltLimit)
    const dt = (timeMs - this.lastMoveAt) / 1000
    if (dt > 0) this.velocity = clamp(0.7 * (turn / dt) + 0.3 * this.velocity, SPIN.maxSpeed)
    this.lastX = x
    this.lastY = y
    this.lastMoveAt = timeMs
  }

  /** Lets go: a recent move leaves a fling that decays; when still it just stops. */
  release(timeMs: number): void {
    if (!this.dragging) return
    this.dragging = false
    const stale = timeMs - this.lastMoveAt > SPIN.flingWindowMs
    if (stale || this.still) this.velocity = 0
  }

  /** Pauses (stopping any fling at once) or resumes its motion of its own. */
  pause(paused: boolean): void {
    this.paused = paused
    if (paused) this.velocity = 0
  }

  /** The browser took the gesture over (a vertical swipe scrolls the page): stop, no fling. */
  cancel(): void {
    this.dragging = false
    this.velocity = 0
  }

  nudge(direction: Direction): void {
    if (direction === 'left') this.yaw -= SPIN.keyStep
    if (direction === 'right') this.yaw += SPIN.keyStep
    if (direction === 'up') this.tilt = clamp(this.tilt - SPIN.keyStep, SPIN.tiltLimit)
    if (direction === 'down') this.tilt = clamp(this.tilt + SPIN.keyStep, SPIN.tiltLimit)
  }

  /** Advances `dt` seconds: the slow turn plus the decaying fling (integrated exactly). */
  step(dt: number): void {
    if (this.dragging) return
    const next = decay(this.velocity, dt)
    this.yaw += this.autoSpeed() * dt + (this.velocity - next) * SPIN.inertiaTau
    this.velocity = next
    if (Math.abs(this.velocity) < SPIN.restSpeed) this.velocity = 0
  }
}
