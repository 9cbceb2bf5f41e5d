import { registerSW } from 'virtual:pwa-register'

/** Registers the service worker; when a new deploy takes over, the page reloads onto it. */
export function startServiceWorker(): void {
  registerSW({ immediate: true })
}
