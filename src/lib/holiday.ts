import type { Holiday } from '../content/types'

/** The holiday of this calendar day (local time), if any. */
export function holidayOn(date: Date, holidays: readonly Holiday[]): Holiday | undefined {
  return holidays.find((h) => h.month === date.getMonth() + 1 && h.day === date.getDate())
}
