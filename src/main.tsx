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
// The app is live: its listeners are in place (the browser tests wait for this mark).
document.documentElement.dataset.app = 'live'

// Offline support and repeat visits: registered once the page has loaded and settled, so
// its downloads never compete with what the visitor is waiting for.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const worker = navigator.serviceWorker
  const controller = worker.controller
  // A new deploy's worker took over this page: the page's lazy code went with the old
  // cache, so load the new deploy.
  if (controller) worker.addEventListener('controllerchange', () => location.reload())
  const start = () =>
    setTimeout(() => {
      if (worker.controller !== controller) return // the page is being replaced
      void import('./lib/serviceWorker').then((sw) => sw.startServiceWorker())
    }, SETTLE_MS)
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
}
