/** Clamps a percentage to 0..100 and rounds it to two decimals. */
export function clampPercent(value: number): number {
  if (Number.isNaN(value)) return 0
  const clamped = Math.min(100, Math.max(0, value))
  return Math.round(clamped * 100) / 100
}

/**
 * How much of a section has been scrolled into view, in percent: 0 while its top is
 * below the viewport, 100 once its bottom edge has come into view.
 */
export function sectionProgress(top: number, height: number, viewportHeight: number): number {
  if (height <= 0) return top < viewportHeight ? 100 : 0
  return clampPercent(((viewportHeight - top) / height) * 100)
}

/** Text shown beside a progress bar, e.g. "42.50%". */
export const formatPercent = (value: number): string => `${clampPercent(value).toFixed(2)}%`

/**
 * formatPercent at the width of "100.00%" whatever the value: padded with figure spaces,
 * which are as wide as a digit in tabular figures, so a right-aligned readout never moves
 * (the pre-rendered page shows 0.00% until the app measures).
 */
export const fixedWidthPercent = (value: number): string =>
  formatPercent(value).padStart(formatPercent(100).length, '\u2007')
