import { useLayoutEffect } from 'react'
import { hydrating } from './hydrateLater'

/**
 * Calls `onFrame` at most once per animation frame after scrolls and resizes,
 * and once on mount, before the first paint: what it measures never shows a wrong first
 * value that then moves (a deep link to Contact painted "0.00%" before "100.00%"). Mounted by
 * a hydration, the pre-rendered page has painted already: the first call waits for the next
 * frame, so that the hydrating task neither lays the page out nor renders again.
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
    if (hydrating) schedule()
    else onFrame()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
    }
  }, [onFrame])
}
