import { useEffect, useRef } from 'react'

/** The highlight's radius. */
const SPOTLIGHT_RADIUS = 600

const gradient = (x: number, y: number) =>
  `radial-gradient(${SPOTLIGHT_RADIUS}px at ${x}px ${y}px, rgba(45, 212, 191, 0.09), transparent 80%)`

/** A soft radial highlight that follows the mouse (Spotlight.tsx shows it on large screens). */
export function SpotlightGlow() {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const move = (e: PointerEvent) => {
      if (ref.current) ref.current.style.background = gradient(e.clientX, e.clientY)
    }
    window.addEventListener('pointermove', move, { passive: true })
    return () => window.removeEventListener('pointermove', move)
  }, [])
  return (
    <div
      ref={ref}
      data-testid="spotlight"
      aria-hidden="true"
      className="pointer-events-none fixed inset-0 z-0"
      style={{ background: gradient(-SPOTLIGHT_RADIUS, -SPOTLIGHT_RADIUS) }}
    />
  )
}
