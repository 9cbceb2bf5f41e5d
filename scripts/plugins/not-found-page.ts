// dist/404.html: the page static hosts (GitHub Pages, Netlify, Cloudflare Pages) serve for an
// address that is not a file. It sends the visitor to the same path as a hash route, so an old
// or mistyped address (/projects) shows the app's page, or the app's 404, never the host's.
import { colors as palette } from 'unocss/preset-mini'
import { inlineScript } from '../../src/head/inlineScript.ts'
import { colors } from '../../src/theme.mjs'

export interface NotFoundPageOptions {
  /** The page's script, built from src/head/notFoundScript.ts (scripts/plugins/head-scripts.ts). */
  script: string
  /** Path of the site's folder, from the site address: `/` or `/portfolio/`. */
  base: string
  /** The page title, naming the site. */
  title: string
}

// The dark scheme in the style, not a meta: the meta's outlasts a visitor's own colours (uno.config.ts).
const STYLE =
  ':root{color-scheme:dark}' +
  `body{margin:0;display:grid;min-height:100vh;place-items:center;background:${colors.ink};` +
  `color:${palette.slate[300]};font:1rem/1.5 system-ui,sans-serif;text-align:center}` +
  `main{padding:1.5rem}h1{color:${palette.slate[100]};font-size:1.5rem}a{color:${colors.accent}}`

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The page, with no Content-Security-Policy yet (the build adds it from the page's hashes). */
export function notFoundPage({ script, base, title }: NotFoundPageOptions): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${escapeHtml(title)}</title>
    <link rel="icon" href="${escapeHtml(base)}favicon.svg" type="image/svg+xml" />
    <style>${STYLE}</style>
    ${inlineScript(script, "404.html's script")}
  </head>
  <body>
    <main>
      <h1>Page Not Found</h1>
      <p>There is no page at this address. <a href="${escapeHtml(base)}">Go to Home Page</a></p>
    </main>
  </body>
</html>
`
}
