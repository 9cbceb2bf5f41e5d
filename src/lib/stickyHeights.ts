/** Marks an element that sticks under the header (a section heading). */
const STICKY_ATTR = 'data-sticky'
/** What sticks at the top of the window: the header and the sticky headings. */
const STUCK = `header, [${STICKY_ATTR}]`

const px = (n: number) => `${Math.ceil(n)}px`
const sticks = (el: HTMLElement) => getComputedStyle(el).position === 'sticky'

/**
 * Scrolls a control that took focus out from under what sticks above it, once the browser
 * has scrolled it into view (the next frame, before it is painted). scroll-padding-top is not
 * enough in every engine: Firefox leaves a control alone while a line of it shows below what
 * sticks (a link on two lines, the sphere), and WebKit scrolls by the padding of the moment,
 * which may not have measured the headings yet. Reads the sticky elements where they are, so
 * it needs neither variable. Headings and <main>, focused by code, are left where they are.
 */
function uncover(event: FocusEvent) {
  const el = event.target
  if (!(el instanceof HTMLElement) || el.tabIndex < 0) return
  requestAnimationFrame(() => {
    if (document.activeElement !== el || el.closest(STUCK)) return
    const box = el.getBoundingClientRect()
    const stuck = [...document.querySelectorAll<HTMLElement>(STUCK)].filter(sticks)
    // Down the stack of what covers the control's top: the header, then a heading under it.
    let covered = box.top
    for (let more = true; more; ) {
      more = false
      for (const r of stuck.map((s) => s.getBoundingClientRect())) {
        if (r.top <= covered && r.bottom > covered && r.left < box.right && r.right > box.left) {
          covered = r.bottom
          more = true
        }
      }
    }
    if (covered > box.top) window.scrollBy(0, box.top - covered)
  })
}

/**
 * Keeps two CSS variables equal to what sticks at the top of the window, so that
 * scroll-padding-top never lets it cover the focused element (WCAG 2.4.11), whatever the
 * text size, spacing or zoom: --header-h, the header's height while it sticks (0 in short
 * windows, where it scrolls away), and --stuck-h, the tallest sticky heading of the page.
 * Where an engine still leaves a control that takes focus under them, `uncover` scrolls it
 * out. Returns the cleanup.
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
  root.addEventListener('focusin', uncover)
  observe()
  return () => {
    changed.disconnect()
    resized.disconnect()
    window.removeEventListener('resize', measure)
    root.removeEventListener('focusin', uncover)
    style.removeProperty('--header-h')
    style.removeProperty('--stuck-h')
  }
}
