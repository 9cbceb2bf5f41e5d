/**
 * Points the pre-rendered page's icons at the sprite. The pre-rendered HTML names it in
 * `data-href` (scripts/plugins/prerender.ts), so the sprite, a file of its own, is not asked
 * for before the first paint; and since its parse as an SVG document is a task of 35-80 ms on
 * a slow phone, it waits until the app has hydrated the whole page (main.tsx), or until the
 * app's code has failed to load (boot.ts).
 */
export function showIcons(): void {
  for (const use of document.querySelectorAll<SVGUseElement>('[data-href]')) {
    use.setAttribute('href', use.dataset.href!)
    // As the app renders it: the pre-rendered page and the app's own show the same markup.
    use.removeAttribute('data-href')
  }
}
