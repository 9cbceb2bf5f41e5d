import '@unocss/reset/tailwind.css'
import 'virtual:uno.css'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './App'
import { routePath } from './lib/hashPath'
import { startOffline } from './lib/offline'

const root = document.getElementById('root')!
const app = (
  <StrictMode>
    <App />
  </StrictMode>
)

// The built index.html holds Home pre-rendered (scripts/prerender.ts). On Home the app
// hydrates it; on any other route it renders afresh, so a deep link never shows Home first.
if (root.hasChildNodes() && routePath(location.hash) === '/') {
  hydrateRoot(root, app, {
    onRecoverableError: (error) => console.error('Hydration failed:', error),
  })
} else {
  root.replaceChildren()
  createRoot(root).render(app)
}
// Shows #root again: on a deep link the build's inline head script hid it until now.
document.documentElement.classList.remove('deep-link')
// The app is live: its listeners are in place (the browser tests wait for this mark).
document.documentElement.dataset.app = 'live'

// Offline support and repeat visits, and safe reloads onto a new deploy.
if (import.meta.env.PROD) startOffline()
