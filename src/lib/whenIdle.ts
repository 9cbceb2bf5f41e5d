/** How long an idle task may wait for the browser to be idle before it runs anyway. */
const IDLE_TIMEOUT_MS = 3000

/**
 * Runs `task` once the page has loaded and the browser has a moment (requestIdleCallback,
 * else a short timeout): for code a visitor may need later (the games' dialog, the sphere),
 * so it never competes with what the first screen needs. Returns a cancel.
 */
export function whenIdle(task: () => void, win: Window = window): () => void {
  let cancel = () => win.removeEventListener('load', idle)
  function idle() {
    if (typeof win.requestIdleCallback === 'function') {
      const id = win.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS })
      cancel = () => win.cancelIdleCallback(id)
    } else {
      const id = win.setTimeout(task, 300)
      cancel = () => win.clearTimeout(id)
    }
  }
  if (win.document.readyState === 'complete') idle()
  else win.addEventListener('load', idle, { once: true })
  return () => cancel()
}
