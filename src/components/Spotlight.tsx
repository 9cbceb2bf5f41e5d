import { useEffect, useRef } from 'react'
import { useMediaQuery } from '../lib/useMediaQuery'

/** Large screens (the only ones with the highlight) start at 1024 px; it has a 600 px radius. */
const LARGE_SCREEN = '(min-width: 1024px)'
const SPOTLIGHT_RADIUS = 600

const gradient = (x: number, y: number) =>
  `radial-gradient(${SPOTLIGHT_RADIUS}px at ${x}px ${y}px, rgba(45, 212, 191, 0.09), transparent 80%)`

/** A soft radial highlight that follows the mouse, on large screens only. */
export function Spotlight() {
  const large = useMediaQuery(LARGE_SCREEN)
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!large) return
    const move = (e: PointerEvent) => {
      if (ref.current) ref.current.style.background = gradient(e.clientX, e.clientY)
    }
    window.addEventListener('pointermove', move, { passive: true })
    return () => window.removeEventListener('pointermove', move)
  }, [large])
  if (!large) return null
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
