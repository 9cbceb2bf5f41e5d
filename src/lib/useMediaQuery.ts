import { useSyncExternalStore } from 'react'

/** Live result of a media query; false while rendering on the server. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    () => false,
  )
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

export const usePrefersReducedMotion = () => useMediaQuery(REDUCED_MOTION)

/** How a jump within the page scrolls: smoothly, unless the visitor asked for reduced motion. */
export const scrollBehavior = (): ScrollBehavior =>
  window.matchMedia(REDUCED_MOTION).matches ? 'auto' : 'smooth'
