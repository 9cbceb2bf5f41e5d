import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createServer, type Plugin, type ResolvedConfig } from 'vite'

/**
 * Runs in <head> before anything renders: on a deep link (`/#/projects`) the pre-rendered
 * Home is hidden until the app renders the right route. Kept tiny; it is hashed in the CSP.
 */
export const DEEP_LINK_SCRIPT =
  "/^#?\\/?[^/?]/.test(location.hash)&&document.documentElement.classList.add('deep-link')"
const DEEP_LINK_STYLE = '.deep-link #root{visibility:hidden}'

/** Places the build's stylesheets inline: the first screen needs no second request. */
function inlineStyles(html: string, outDir: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (_tag, href: string) => {
    const css = readFileSync(join(outDir, href.replace(/^\.?\//, '')), 'utf8')
    return `<style>${css}</style>`
  })
}

/** After the client build, renders Home into dist/index.html and inlines its CSS. */
export function prerender(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'prerender-home',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    async closeBundle() {
      if (config.build.ssr) return
      const outDir = config.build.outDir
      const server = await createServer({
        configFile: false,
        root: config.root,
        logLevel: 'error',
        server: { middlewareMode: true, hmr: false, ws: false },
        appType: 'custom',
        optimizeDeps: { noDiscovery: true, include: [] },
        define: config.define,
      })
      try {
        const entry = await server.ssrLoadModule('/src/entry-server.tsx')
        const file = join(outDir, 'index.html')
        let html = readFileSync(file, 'utf8')
        html = html
          .replace('<div id="root"></div>', () => `<div id="root">${entry.renderHome()}</div>`)
          .replace(
            '</body>',
            () =>
              `<noscript><div class="mx-auto max-w-5xl px-4 pb-12"><h2 class="text-xl font-bold text-slate-100">Contact</h2>${entry.renderContactForm()}</div></noscript></body>`,
          )
          .replace(
            '</head>',
            () => `<script>${DEEP_LINK_SCRIPT}</script><style>${DEEP_LINK_STYLE}</style></head>`,
          )
        writeFileSync(file, inlineStyles(html, outDir))
      } finally {
        await server.close()
      }
    },
  }
}
