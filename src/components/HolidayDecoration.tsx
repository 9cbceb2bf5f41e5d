import { useEffect, useState } from 'react'
import { HOLIDAY_ICON_COUNT, holidays } from '../content/holidays'
import type { Holiday } from '../content/types'
import { type FloatingIcon, floatingIcons, holidayOn } from '../lib/holiday'
import { Icon } from './Icon'

interface Decoration {
  holiday: Holiday
  icons: FloatingIcon[]
}

/** Ten icons falling on December 25 or rising on June 22; nothing on other days. */
export function HolidayDecoration() {
  // Decided on the client after load: the visitor's own date, and random placement.
  const [decoration, setDecoration] = useState<Decoration | null>(null)
  useEffect(() => {
    const holiday = holidayOn(new Date(), holidays)
    if (holiday) setDecoration({ holiday, icons: floatingIcons(HOLIDAY_ICON_COUNT, Math.random) })
  }, [])
  if (!decoration) return null
  const { holiday, icons } = decoration
  const animation = holiday.direction === 'up' ? 'animate-holiday-rise' : 'animate-holiday-fall'
  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-0 z-40 overflow-hidden">
      {icons.map((icon, i) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list that never reorders
          key={i}
          data-testid="holiday-icon"
          className={`absolute top-0 text-2xl text-accent/80 ${animation} motion-reduce:hidden`}
          style={{
            left: `${icon.left}%`,
            animationDuration: `${icon.duration}s`,
            animationDelay: `${icon.delay}s`,
          }}
        >
          <Icon name={holiday.icon} />
        </span>
      ))}
    </div>
  )
}
