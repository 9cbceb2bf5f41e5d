import { whenIdle } from '../lib/whenIdle'
import { hasWebGL, prefersLightPage } from './environment'

/** What the sphere does once the page is idle and it nears the viewport. */
export type Start = 'load' | 'offer' | 'static'

/** Without WebGL the names stay static; on Save-Data or 2G the visitor is asked first. */
function chooseStart(): Start {
  if (!hasWebGL()) return 'static'
  return prefersLightPage() ? 'offer' : 'load'
}

/**
 * Calls `decide` once: after the page is idle, when `box` comes within
 * `margin` of the viewport. Returns a cancel.
 */
export function whenWanted(box: Element, decide: (start: Start) => void, margin = 300): () => void {
  let observer: IntersectionObserver | undefined
  const cancelIdle = whenIdle(() => {
    if (typeof IntersectionObserver === 'undefined') return decide(chooseStart())
    observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return
        observer?.disconnect()
        decide(chooseStart())
      },
      { rootMargin: `${margin}px 0px` },
    )
    observer.observe(box)
  })
  return () => {
    cancelIdle()
    observer?.disconnect()
  }
}
