import { useState } from 'react'
import { HOLIDAY_ICON_COUNT } from '../content/holidays'
import type { Holiday } from '../content/types'
import { floatingIcons } from '../lib/floatingIcons'
import { usePrefersReducedMotion } from '../lib/useMediaQuery'
import { Icon } from './Icon'

interface HolidayIconsProps {
  holiday: Holiday
  /** "Stop decoration" was pressed: the icons and the button go. */
  onStop: () => void
}

/**
 * The holiday's icons, falling or rising at random places; while they move (never with
 * reduced motion), "Stop decoration" removes them (WCAG 2.2.2). Its own chunk, downloaded
 * on a holiday only (HolidayDecoration).
 */
export function HolidayIcons({ holiday, onStop }: HolidayIconsProps) {
  // Random placement, decided on the client once.
  const [icons] = useState(() => floatingIcons(HOLIDAY_ICON_COUNT, Math.random))
  const reducedMotion = usePrefersReducedMotion()
  const animation = holiday.direction === 'up' ? 'animate-holiday-rise' : 'animate-holiday-fall'
  const stop = () => {
    onStop()
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
