import { type RefObject, useCallback, useState } from 'react'
import { sectionProgress } from './scrollProgress'
import { useScrollFrame } from './useScroll'

/** Percent (0..100, two decimals) of the element scrolled into view. */
export function useScrollProgress(ref: RefObject<HTMLElement | null>): number {
  const [progress, setProgress] = useState(0)
  const measure = useCallback(() => {
    const el = ref.current
    if (!el) return
    const rect = el.getBoundingClientRect()
    setProgress(sectionProgress(rect.top, rect.height, window.innerHeight))
  }, [ref])
  useScrollFrame(measure)
  return progress
}
