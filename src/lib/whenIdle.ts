/** How long an idle task may wait for the browser to be idle before it runs anyway. */
const IDLE_TIMEOUT_MS = 2000

/**
 * Runs `task` once the page has loaded and the browser has a moment: for downloads that a
 * visitor may need later, so they never compete with what the first screen needs.
 */
export function whenIdle(task: () => void): void {
  const idle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS })
    else setTimeout(task, 200)
  }
  if (document.readyState === 'complete') idle()
  else window.addEventListener('load', idle, { once: true })
}
