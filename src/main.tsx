import '@unocss/reset/tailwind.css'
import 'virtual:uno.css'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App, pageReady } from './App'
import { APP_STATE, DEEP_LINK, EARLY_INPUT, SHOWN_ROUTE } from './head/contract'
import type { EarlyInput } from './head/earlyInput'
import { releaseEarlyInput } from './head/earlyInput'
import { showIcons } from './head/icons'
import { focusHeadingWhenShown } from './lib/focusHeading'
import { routePath } from './lib/hashPath'
import { holdPartsWhile, nextTask, releaseAllParts, releaseParts } from './lib/hydrateLater'
import { isTypedOnPage } from './lib/keys'
import { startOffline } from './lib/offline'

const root = document.getElementById('root')!
const html = document.documentElement

// #root holds the pre-rendered HTML of the route its data-route names: Home in the built
// index.html, or the route's snapshot, which the head script put there on a deep link or
// when a link was followed before the app began (src/head/boot.ts). The app hydrates it once
// the route's code is there; otherwise (no snapshot, a failed download) it renders afresh,
// so a deep link never shows Home.
async function start() {
  let path = routePath(location.hash)
  while (root.dataset[SHOWN_ROUTE] === path && (await pageReady(path))) {
    // The code just ran (the entry's or the route's): the hydration takes a task of its own.
    await nextTask()
    // The head script may have shown another route meanwhile: that one is hydrated then.
    const now = routePath(location.hash)
    if (now === path && root.dataset[SHOWN_ROUTE] === path) return hydrate(path)
    path = now
  }
  render()
}

async function hydrate(path: string) {
  // The app has begun: the head script no longer shows snapshots or holds input.
  html.dataset[APP_STATE] = 'starting'
  // What the first screen does not show (parts in `Later`) hydrates in later tasks, one part
  // per task, so that no task holds a slow phone for the whole page (lib/hydrateLater.ts).
  // While hydrating, the location hook reads its server snapshot, `ssrPath`: the route the
  // HTML shows (without it, '/', and the first render would be Home's).
  // (Preact's hydrateRoot takes no options: a mismatch is no recoverable error there.)
  holdPartsWhile(() => hydrateRoot(root, <App ssrPath={path} />))
  // The visitor reaching for a part that still waits hydrates every part left, at once.
  document.addEventListener('pointerdown', releaseAllParts, true)
  document.addEventListener('focusin', releaseAllParts, true)
  // A button pressed before the app began is pressed again once live: every part first.
  const held = (window as unknown as Record<string, EarlyInput | undefined>)[EARLY_INPUT]
  if (held?.presses.length) {
    releaseAllParts()
    await nextTask()
  }
  live()
  await releaseParts(nextTask)
  document.removeEventListener('pointerdown', releaseAllParts, true)
  document.removeEventListener('focusin', releaseAllParts, true)
  // The icons' sprite last: its parse would be one more long task while the page hydrates.
  showIcons()
}

function render() {
  html.dataset[APP_STATE] = 'starting'
  // Focus on the pre-rendered page (a heading the head script focused after a link) moves to
  // the heading of the page rendered in its place, never to the body.
  const focused = root.contains(document.activeElement)
  // Shows #root again (on a deep link the head script hid it).
  html.classList.remove(DEEP_LINK)
  delete root.dataset[SHOWN_ROUTE]
  root.replaceChildren()
  createRoot(root).render(<App />)
  const main = document.getElementById('main')
  if (focused && main) focusHeadingWhenShown(main)
  live()
}

function live() {
  // The app is live: its listeners are in place (the browser tests wait for this mark).
  html.dataset[APP_STATE] = 'live'
  // Keyboard focus kept out from under what sticks where scroll-padding is not enough
  // (Firefox, WebKit): code of its own, asked for in a task after this one, the hydrating
  // task (the request costs some 10 ms on a slow phone). A download that fails (offline, or
  // cut short when the visitor leaves, as Firefox does) leaves the browser's own scrolling.
  // (`module.watchFocus`: a destructured import is rewritten longer, as in HolidayDecoration.)
  setTimeout(() =>
    import('./lib/focusUncover').then(
      (module) => module.watchFocus(root),
      () => {},
    ),
  )
  // What the visitor typed or pressed before: a keyword opens its game, a button is pressed.
  releaseEarlyInput(EARLY_INPUT, isTypedOnPage)
  // Offline support and repeat visits, and safe reloads onto a new deploy.
  if (import.meta.env.PROD) startOffline()
}

void start()
