import type { Holiday } from './types'

/** The days the background decorates: icons fall on December 25 and rise on June 22. */
export const holidays: readonly Holiday[] = [
  { month: 12, day: 25, icon: 'carbon:snowflake', direction: 'down' },
  { month: 6, day: 22, icon: 'carbon:sun', direction: 'up' },
]

/** Number of icons shown on a holiday. */
export const HOLIDAY_ICON_COUNT = 10
