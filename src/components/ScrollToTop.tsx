import { useLayoutEffect, useRef } from 'react'
import { useLocation } from 'wouter'

/** A route change starts at the top of the new page. */
export function ScrollToTop() {
  const [path] = useLocation()
  const previous = useRef(path)
  useLayoutEffect(() => {
    if (previous.current === path) return
    previous.current = path
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [path])
  return null
}
