// What may stick at the top of the window, as lib/stickyHeights.ts measures it: the header
// and the headings marked data-sticky. Written here too, not imported: an import would make
// the app's entry export it for this chunk, on every first visit.
const STUCK = 'header, [data-sticky]'
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
  // Keyboard focus only: a click's focus never scrolls the page (a year's jump is running).
  if (!(el instanceof HTMLElement) || el.tabIndex < 0 || !el.matches(':focus-visible')) return
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
 * Keeps every control that takes keyboard focus inside `root` out from under what sticks.
 * Loaded once the app is live (main.tsx): until then scroll-padding-top alone does it,
 * which is enough in Chromium.
 */
export function watchFocus(root: HTMLElement): void {
  root.addEventListener('focusin', uncover)
}
