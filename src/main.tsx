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
// index.html, or on a deep link the route's snapshot, which the head script put there
// (src/lib/boot.ts). The app hydrates it once the route's code is there (the head script
// asked for it); otherwise (no snapshot, a failed download, the visitor followed a link of
// the snapshot meanwhile) it renders afresh, so a deep link never shows Home.
function start() {
  const path = routePath(location.hash)
  if (root.dataset.route !== path) return render()
  void pageReady(path).then((ready) => {
    if (ready && routePath(location.hash) === path) hydrate(path)
    else render()
  })
}

function hydrate(path: string) {
  // While hydrating, the location hook reads its server snapshot, `ssrPath`: the route the
  // HTML shows (without it, '/', and the first render would be Home's).
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
  // Shows #root again (on a deep link the head script hid it); a snapshot arriving after
  // this is not shown: the head script looks for `deep-link`.
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
  // The app is live: its listeners are in place (the browser tests wait for this mark).
  html.dataset.app = 'live'
  // Offline support and repeat visits, and safe reloads onto a new deploy.
  if (import.meta.env.PROD) startOffline()
}

start()
