import { useLayoutEffect, useRef } from 'react'
import { useLocation } from 'wouter'
import { focusHeadingWhenShown } from '../lib/focusHeading'

/**
 * After an in-app navigation (not on first load) the new page starts at the top, and focus
 * lands on its h1, so a screen reader reads where the visitor arrived.
 */
export function RouteChange() {
  const [path] = useLocation()
  const previous = useRef(path)
  useLayoutEffect(() => {
    if (previous.current === path) return
    previous.current = path
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
    const main = document.getElementById('main')
    return main ? focusHeadingWhenShown(main) : undefined
  }, [path])
  return null
}
