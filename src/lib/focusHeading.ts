/**
 * After an in-app navigation: moves focus to the `h1` of `main` once it exists (a lazy page
 * renders it only when its code has arrived). Until then a visitor whose focus fell with the
 * link they followed waits on `main`, never on the body. A visitor who has moved focus
 * elsewhere meanwhile keeps it. Returns a cancel.
 */
export function focusHeadingWhenShown(main: HTMLElement): () => void {
  const from = document.activeElement
  const waiting = () => {
    const now = document.activeElement
    return now === null || now === document.body || now === main || now === from
  }
  const settle = (): boolean => {
    if (!waiting()) return true
    const heading = main.querySelector<HTMLElement>('h1')
    if (heading) {
      heading.focus({ preventScroll: true })
      return true
    }
    if (document.activeElement === null || document.activeElement === document.body)
      main.focus({ preventScroll: true })
    return false
  }
  const observer = new MutationObserver(() => {
    if (settle()) observer.disconnect()
  })
  // Checked once the routes have rendered, then on every change of main until the h1 is there.
  const timer = setTimeout(() => {
    if (!settle()) observer.observe(main, { childList: true, subtree: true })
  })
  return () => {
    clearTimeout(timer)
    observer.disconnect()
  }
}
