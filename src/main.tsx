import '@unocss/reset/tailwind.css'
import 'virtual:uno.css'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './App'
import { routePath } from './lib/hashPath'

/** How long after the load event the service worker waits before it starts. */
const SETTLE_MS = 2000

const root = document.getElementById('root')!
const app = (
  <StrictMode>
    <App />
  </StrictMode>
)

// index.html holds Home pre-rendered. Home hydrates it; any other route starts afresh,
// so a deep link never shows Home first (the build's inline head script hid it).
if (root.hasChildNodes() && routePath(location.hash) === '/') {
  hydrateRoot(root, app, {
    onRecoverableError: (error) => console.error('Hydration failed:', error),
  })
} else {
  root.replaceChildren()
  createRoot(root).render(app)
}
document.documentElement.classList.remove('deep-link')

// Offline support and repeat visits: registered once the page has loaded and settled, so
// its downloads never compete with what the visitor is waiting for.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const worker = navigator.serviceWorker
  const controller = worker.controller
  const start = () =>
    setTimeout(() => {
      // A new deploy's worker took over meanwhile: this page's lazy code is gone with the
      // old one, so load the new deploy instead.
      if (controller && worker.controller !== controller) location.reload()
      else void import('./lib/serviceWorker').then((sw) => sw.startServiceWorker())
    }, SETTLE_MS)
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
}
