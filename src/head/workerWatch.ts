import { WORKER_REPLACED } from './contract'

/**
 * Part of the head script: notices a new deploy's service worker taking control before the
 * app's code runs, and says so with WORKER_REPLACED on <html> for the app (src/lib/offline.ts).
 * The first worker taking control of a first visit is no takeover.
 */
export function watchWorker(): void {
  const worker = navigator.serviceWorker
  if (!worker?.controller) return
  worker.addEventListener(
    'controllerchange',
    () => document.documentElement.classList.add(WORKER_REPLACED),
    { once: true },
  )
}
