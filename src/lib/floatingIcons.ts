// Where the holiday icons fall: the decoration's own chunk (components/HolidayIcons.tsx).

export interface FloatingIcon {
  /** Horizontal position in percent, 0..100. */
  left: number
  /** Seconds for one trip across the screen, 5..10. */
  duration: number
  /** Seconds to wait before the first trip, so icons do not move in lockstep. */
  delay: number
}

/** Random placement of the decoration icons; `random` returns numbers in [0, 1). */
export function floatingIcons(count: number, random: () => number): FloatingIcon[] {
  return Array.from({ length: count }, () => {
    const duration = 5 + random() * 5
    return { left: random() * 100, duration, delay: -random() * duration }
  })
}
