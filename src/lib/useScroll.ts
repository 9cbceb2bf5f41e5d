import { useLayoutEffect } from 'react'

/**
 * Calls `onFrame` at most once per animation frame after scrolls and resizes,
 * and once on mount, before the first paint: what it measures never shows a wrong first
 * value that then moves (a deep link to Contact painted "0.00%" before "100.00%").
 */
export function useScrollFrame(onFrame: () => void): void {
  useLayoutEffect(() => {
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
