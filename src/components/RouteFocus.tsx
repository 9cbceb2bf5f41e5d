import { useLayoutEffect, useRef } from 'react'
import { useLocation } from 'wouter'
import { focusHeadingWhenShown } from '../lib/focusHeading'

/** After an in-app navigation (not on first load), focus lands on the new page's h1. */
export function RouteFocus() {
  const [path] = useLocation()
  const previous = useRef(path)
  useLayoutEffect(() => {
    if (previous.current === path) return
    previous.current = path
    const main = document.getElementById('main')
    return main ? focusHeadingWhenShown(main) : undefined
  }, [path])
  return null
}
