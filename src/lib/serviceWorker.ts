import { registerSW } from 'virtual:pwa-register'
import { reloadWhenSafe } from './safeReload'

/**
 * Registers the service worker; when a new deploy takes over, the page reloads onto it at
 * the first safe moment (never under an open game or typed contact text).
 */
export function startServiceWorker(): void {
  registerSW({ immediate: true, onNeedReload: () => reloadWhenSafe() })
}
