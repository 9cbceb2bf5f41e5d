import { useEffect } from 'react'

/**
 * Calls `onFrame` at most once per animation frame after scrolls and resizes,
 * and once on mount.
 */
export function useScrollFrame(onFrame: () => void): void {
  useEffect(() => {
    let frame = 0
    const schedule = () => {
      if (frame) return
      frame = requestAnimationFrame(() => {
        frame = 0
        onFrame()
      })
    }
    onFrame()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
    }
  }, [onFrame])
}
