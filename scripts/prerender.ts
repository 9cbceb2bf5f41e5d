import { createServer, type Plugin, type ResolvedConfig } from 'vite'
import { contentSecurityPolicy, headersFile } from './csp.ts'
import { twoRuntimes } from './runtimes/plugin.ts'

/**
 * Runs in <head> before anything renders: on a deep link (`/#/projects`) the pre-rendered
 * Home is hidden until the app renders the right route. Kept tiny; it is hashed in the CSP.
 */
export const DEEP_LINK_SCRIPT =
  "/^#?\\/?[^/?]/.test(location.hash)&&document.documentElement.classList.add('deep-link')"
const DEEP_LINK_STYLE = '.deep-link #root{visibility:hidden}'

/** Replaces the stylesheet links with the CSS itself: the first screen needs no second request. */
function inlineStyles(html: string, cssOf: (href: string) => string): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (_tag, href: string) => {
    return `<style>${cssOf(href.replace(/^\.?\//, ''))}</style>`
  })
}

/** Renders Home into the built index.html (before the service worker lists the files). */
export function prerender(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'prerender-home',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const page = bundle['index.html']
        if (config.build.ssr || page?.type !== 'asset') return
        const server = await createServer({
          configFile: false,
          root: config.root,
          logLevel: 'error',
          server: { middlewareMode: true, hmr: false, ws: false },
          appType: 'custom',
          // Home renders with Preact as in the browser; wouter is bundled so its `react` is Preact.
          plugins: [twoRuntimes()],
          ssr: { noExternal: ['wouter'] },
          optimizeDeps: { noDiscovery: true, include: [] },
          define: config.define,
        })
        try {
          const entry = await server.ssrLoadModule('/src/entry-server.tsx')
          const html = String(page.source)
            .replace('<div id="root"></div>', () => `<div id="root">${entry.renderHome()}</div>`)
            .replace(
              '</body>',
              () =>
                `<noscript><div class="mx-auto max-w-5xl px-4 pb-12"><h2 class="text-xl font-bold text-slate-100">Contact</h2>${entry.renderContactForm()}</div></noscript></body>`,
            )
            .replace(/<title>[^<]*<\/title>\s*<!-- head-meta:[^>]*-->/, () => entry.headMeta())
            .replace(
              '</head>',
              () => `<script>${DEEP_LINK_SCRIPT}</script><style>${DEEP_LINK_STYLE}</style></head>`,
            )
          const inlined = inlineStyles(html, (file) => {
            const css = bundle[file]
            if (css?.type !== 'asset')
              throw new Error(`prerender: no stylesheet ${file} in the bundle`)
            return String(css.source)
          })
          const csp = contentSecurityPolicy(inlined, entry.FORM_ENDPOINT)
          this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(csp) })
          page.source = inlined.replace(
            '<meta charset="UTF-8" />',
            () =>
              `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${csp}" />`,
          )
        } finally {
          await server.close()
        }
      },
    },
  }
}
