import { useCallback, useState } from 'react'
import { activeSection } from './scrollSpy'
import { useScrollFrame } from './useScroll'

/** Id of the section (among `ids` present in the page) at mid-viewport. */
export function useScrollSpy(ids: readonly string[], enabled: boolean): string | null {
  const [active, setActive] = useState<string | null>(null)
  const measure = useCallback(() => {
    if (!enabled) return setActive(null)
    const boxes = ids.flatMap((id) => {
      const el = document.getElementById(id)
      if (!el) return []
      const r = el.getBoundingClientRect()
      return [{ id, top: r.top, bottom: r.bottom }]
    })
    setActive(activeSection(boxes, window.innerHeight))
  }, [ids, enabled])
  useScrollFrame(measure)
  return active
}
