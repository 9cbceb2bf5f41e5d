import { registerSW } from 'virtual:pwa-register'
import { reloadWhenSafe } from './safeReload'
import { allowWorkerScript } from './trustedTypes'

/**
 * Registers the service worker; when a new deploy takes over, the page reloads onto it at
 * the first safe moment (never under an open game or typed contact text). Under Trusted Types
 * the worker's address passes the site's default policy first (./trustedTypes.ts).
 */
export function startServiceWorker(): void {
  allowWorkerScript()
  registerSW({ immediate: true, onNeedReload: () => reloadWhenSafe() })
}
