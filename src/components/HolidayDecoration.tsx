import { useEffect, useState } from 'react'
import { HOLIDAY_ICON_COUNT, holidays } from '../content/holidays'
import type { Holiday } from '../content/types'
import { type FloatingIcon, floatingIcons, holidayOn } from '../lib/holiday'
import { usePrefersReducedMotion } from '../lib/useMediaQuery'
import { Icon } from './Icon'

interface Decoration {
  holiday: Holiday
  icons: FloatingIcon[]
}

/**
 * Ten icons falling on December 25 or rising on June 22; nothing on other days. While they
 * move (never with reduced motion), "Stop decoration" removes them (WCAG 2.2.2).
 */
export function HolidayDecoration() {
  // Decided on the client after load: the visitor's own date, and random placement.
  const [decoration, setDecoration] = useState<Decoration | null>(null)
  const reducedMotion = usePrefersReducedMotion()
  useEffect(() => {
    const holiday = holidayOn(new Date(), holidays)
    if (holiday) setDecoration({ holiday, icons: floatingIcons(HOLIDAY_ICON_COUNT, Math.random) })
  }, [])
  if (!decoration) return null
  const { holiday, icons } = decoration
  const animation = holiday.direction === 'up' ? 'animate-holiday-rise' : 'animate-holiday-fall'
  const stop = () => {
    setDecoration(null)
    // The button goes with the icons: reading goes on from the page, not from the top.
    document.getElementById('main')?.focus({ preventScroll: true })
  }
  return (
    <>
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
      {!reducedMotion && (
        <button
          type="button"
          data-stop-decoration
          onClick={stop}
          className="btn fixed right-3 bottom-3 z-40 bg-ink/95 px-3 py-1.5 text-xs"
        >
          <Icon name="carbon:stop-outline" />
          Stop decoration
        </button>
      )}
    </>
  )
}
