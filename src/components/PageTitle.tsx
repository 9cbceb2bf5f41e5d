import { useLayoutEffect } from 'react'
import { useLocation } from 'wouter'
import { documentTitle } from '../routes'

/** Names the route in the tab and for screen readers (WCAG 2.4.2), from the route table. */
export function PageTitle() {
  const [path] = useLocation()
  useLayoutEffect(() => {
    document.title = documentTitle(path)
  }, [path])
  return null
}
