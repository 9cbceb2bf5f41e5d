import '@unocss/reset/tailwind.css'
import 'virtual:uno.css'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App, pageReady } from './App'
import { routePath } from './lib/hashPath'
import { startOffline } from './lib/offline'

const root = document.getElementById('root')!
const html = document.documentElement

// #root holds the pre-rendered HTML of the route its data-route names: Home in the built
// index.html, or on a deep link the route's snapshot, which the inline head script put
// there in time (scripts/prerender.ts). The app hydrates that HTML once the route's code is
// there (the head script started its download); anything else (no snapshot, a late or
// failed one, another route) it clears and renders afresh, so a deep link never shows Home.
function start() {
  const path = routePath(location.hash)
  if (!root.hasChildNodes() || root.dataset.route !== path) return render()
  // A page in the entry (Home) is ready at once: it hydrates in this task, as before.
  void pageReady(path).then((ready) => {
    // The visitor may have followed a link of the snapshot meanwhile.
    if (!ready || routePath(location.hash) !== path) render()
    else hydrate(path)
  })
}

function hydrate(path: string) {
  hydrateRoot(
    root,
    <StrictMode>
      <App ssrPath={path} />
    </StrictMode>,
    { onRecoverableError: (error) => console.error('Hydration failed:', error) },
  )
  live()
}

function render() {
  // The head script shows no snapshot after this: the class it looks for is gone.
  html.classList.remove('deep-link')
  delete root.dataset.route
  root.replaceChildren()
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
  live()
}

function live() {
  // Shows #root again: on a deep link the build's inline head script hid it until now.
  html.classList.remove('deep-link')
  // The app is live: its listeners are in place (the browser tests wait for this mark).
  html.dataset.app = 'live'
  // Offline support and repeat visits, and safe reloads onto a new deploy.
  if (import.meta.env.PROD) startOffline()
}

start()
