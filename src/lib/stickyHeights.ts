/** Marks an element that sticks under the header (a section heading). */
const STICKY_ATTR = 'data-sticky'

const px = (n: number) => `${Math.ceil(n)}px`
const sticks = (el: HTMLElement) => getComputedStyle(el).position === 'sticky'

/**
 * Keeps two CSS variables equal to what sticks at the top of the window, so that
 * scroll-padding-top never lets it cover the focused element (WCAG 2.4.11), whatever the
 * text size, spacing or zoom: --header-h, the header's height while it sticks (0 in short
 * windows, where it scrolls away), and --stuck-h, the tallest sticky heading of the page.
 * Where an engine still leaves a control that takes focus under them, focusUncover.ts
 * scrolls it out. Returns the cleanup.
 *
 * Sizes are read when the browser has just laid the page out (a ResizeObserver reports every
 * element it starts observing), never straight away: a read while the app hydrates a page
 * would make the browser lay it out inside that task. A variable is written only when its
 * value changes: a write restyles the whole page.
 */
export function trackStickyHeights(root: HTMLElement): () => void {
  const style = document.documentElement.style
  const set = (name: string, value: string) => {
    if (style.getPropertyValue(name) !== value) style.setProperty(name, value)
  }
  const measure = () => {
    const header = root.querySelector('header')
    const headings = [...root.querySelectorAll<HTMLElement>(`[${STICKY_ATTR}]`)].filter(sticks)
    set('--header-h', px(header && sticks(header) ? header.offsetHeight : 0))
    set('--stuck-h', px(Math.max(0, ...headings.map((h) => h.offsetHeight))))
  }
  const resized = new ResizeObserver(measure)
  // Pages come and go: observe the header and headings of the page on show (each observed
  // element is reported once laid out, which measures). A page with neither reads nothing.
  const observe = () => {
    resized.disconnect()
    const tracked = root.querySelectorAll(`header, [${STICKY_ATTR}]`)
    for (const el of tracked) resized.observe(el)
    if (!tracked.length) measure()
  }
  const changed = new MutationObserver(observe)
  changed.observe(root, { childList: true, subtree: true })
  window.addEventListener('resize', measure)
  observe()
  return () => {
    changed.disconnect()
    resized.disconnect()
    window.removeEventListener('resize', measure)
    style.removeProperty('--header-h')
    style.removeProperty('--stuck-h')
  }
}
