import { WORKER_REPLACED } from '../head/contract'
import { reloadWhenSafe } from './safeReload'

/** How long after the load event the service worker waits before it starts. */
const SETTLE_MS = 2000

/**
 * Offline support and repeat visits: registers the service worker once the page has loaded
 * and settled, so its downloads never compete with what the visitor waits for. A page that an
 * older worker served, once a new deploy's worker takes control, has lost its lazy code with
 * the old cache: it reloads onto the new deploy at the first safe moment (reloadWhenSafe).
 */
export function startOffline(): void {
  const worker = navigator.serviceWorker
  if (!worker) return
  // Set once a new deploy took over: this page's own code is then an old deploy's.
  let replaced = false
  const onReplaced = () => {
    replaced = true
    reloadWhenSafe()
  }
  if (worker.controller) {
    if (document.documentElement.classList.contains(WORKER_REPLACED)) onReplaced()
    else worker.addEventListener('controllerchange', onReplaced, { once: true })
  }
  // The registration code of a replaced page is gone with the old cache; the next page registers.
  const start = () =>
    setTimeout(() => {
      if (!replaced)
        // A download cut short (the visitor left, offline) registers on the next page.
        import(/* on-load */ './serviceWorker').then(
          (sw) => sw.startServiceWorker(),
          () => {},
        )
    }, SETTLE_MS)
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
}
