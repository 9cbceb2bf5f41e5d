import { type ComponentType, useEffect, useState } from 'react'
import { useMediaQuery } from '../lib/useMediaQuery'

/** Large screens, the only ones with the highlight, start at 1024 px. */
const LARGE_SCREEN = '(min-width: 1024px)'

// The highlight itself is a chunk of its own, downloaded on a large screen only.
let glow: ComponentType | undefined

/**
 * The mouse highlight, on large screens only (SpotlightGlow.tsx). It is decoration: until
 * its code is here, or if the download fails, there is none.
 */
export function Spotlight() {
  const large = useMediaQuery(LARGE_SCREEN)
  const [Glow, setGlow] = useState(() => glow)
  useEffect(() => {
    if (!large || Glow) return
    import('./SpotlightGlow').then(
      (module) => setGlow(() => (glow = module.SpotlightGlow)),
      () => {},
    )
  }, [large, Glow])
  return large && Glow ? <Glow /> : null
}
