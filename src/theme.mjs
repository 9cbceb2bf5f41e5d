// The site's own colours, in one place: UnoCSS's theme (uno.config.ts: bg-ink, text-accent…),
// the web manifest and the browser's theme-color (scripts/plugins/pwa.ts, src/head/headMeta.ts), the
// 404 page, the sphere's labels and every generated image (scripts/assets/) read them here.
// A plain module rather than TypeScript, so the Node asset scripts import it as they are.
// The text greys are UnoCSS's own slate palette (`unocss/preset-mini`'s `colors`), not ours.

export const colors = /** @type {const} */ ({
  /** The page's background. */
  ink: '#0b1220',
  /** Raised surfaces: cards, dialogs. */
  inkSoft: '#111a2e',
  /** Borders and rules on ink. */
  line: '#1e2a44',
  /** Links, focus rings, the owner's accent. */
  accent: '#5eead4',
  /** Hover and pressed accent. */
  accentStrong: '#2dd4bf',
})
