import { type ComponentType, useEffect, useState } from 'react'
import { holidays } from '../content/holidays'
import type { Holiday } from '../content/types'
import { holidayOn } from '../lib/holiday'

type Icons = ComponentType<{ holiday: Holiday; onStop: () => void }>

interface Decoration {
  holiday: Holiday
  Icons: Icons
}

/**
 * Ten icons falling on December 25 or rising on June 22; nothing on other days. The page
 * only decides whether today is a holiday: the icons are a chunk of their own, downloaded on
 * that day only. A decoration that does not download is simply not shown.
 */
export function HolidayDecoration() {
  // Decided on the client after load: the visitor's own date.
  const [decoration, setDecoration] = useState<Decoration | null>(null)
  useEffect(() => {
    const holiday = holidayOn(new Date(), holidays)
    if (!holiday) return
    let live = true
    // `module.HolidayIcons`, not a destructured parameter: the bundler rewrites a destructured
    // import into a longer one (some 25 bytes gzip in the entry).
    import('./HolidayIcons').then(
      (module) => live && setDecoration({ holiday, Icons: module.HolidayIcons }),
      () => {},
    )
    return () => {
      live = false
    }
  }, [])
  if (!decoration) return null
  const { holiday, Icons } = decoration
  return <Icons holiday={holiday} onStop={() => setDecoration(null)} />
}
