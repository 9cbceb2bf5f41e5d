export interface SectionBox {
  id: string
  top: number
  bottom: number
}

/**
 * The section under the middle of the viewport; above the first section the first one,
 * in a gap between sections the one before the gap, past the last the last one.
 */
export function activeSection(
  sections: readonly SectionBox[],
  viewportHeight: number,
): string | null {
  const mid = viewportHeight / 2
  let active: string | null = sections[0]?.id ?? null
  for (const s of sections) {
    if (s.top <= mid) active = s.id
    if (s.top <= mid && s.bottom > mid) return s.id
  }
  return active
}
