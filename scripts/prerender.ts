import { createServer, type Plugin, type ResolvedConfig, type Rolldown } from 'vite'
import { contentSecurityPolicy, headersFile } from './csp.ts'
import { APP_REACT_PACKAGES } from './runtimes/boundary.ts'
import { twoRuntimes } from './runtimes/plugin.ts'

/**
 * The inline head script: on a deep link (`/#/projects`) it hides the pre-rendered Home
 * until the app renders the right route, and starts the download of that route's code
 * beside the entry's, so a deep link costs one round of JavaScript, not two. `routePath`
 * is the app's own reading of the hash (src/lib/hashPath.ts), embedded as source.
 */
export function deepLinkScript(routePath: string, preloads: Record<string, string[]>): string {
  return `(function(){var p=(${routePath})(location.hash);if(p==='/')return;document.documentElement.classList.add('deep-link');(${JSON.stringify(preloads)}[p]||[]).forEach(function(f){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=f;document.head.appendChild(l)})})()`
}
const DEEP_LINK_STYLE = '.deep-link #root{visibility:hidden}'

/** For each lazy route, its chunk and the chunks it imports that the entry does not load. */
export function routePreloads(
  bundle: Rolldown.OutputBundle,
  routes: readonly { path: string; page: string }[],
  pageFile: (page: string) => string,
): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((f) => f.type === 'chunk')
  const byName = new Map(chunks.map((c) => [c.fileName, c]))
  const closure = (names: readonly string[], into = new Set<string>()) => {
    for (const name of names) {
      if (into.has(name)) continue
      into.add(name)
      closure(byName.get(name)?.imports ?? [], into)
    }
    return into
  }
  const entry = closure(chunks.filter((c) => c.isEntry).map((c) => c.fileName))
  return Object.fromEntries(
    routes.map(({ path, page }) => {
      const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(`/${pageFile(page)}`))
      if (!chunk) throw new Error(`prerender: no chunk for the page of ${path} (${pageFile(page)})`)
      const files = [...closure([chunk.fileName])].filter((name) => !entry.has(name))
      return [path, files.map((name) => `./${name}`)]
    }),
  )
}

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
          // Home renders with Preact as in the browser; packages that import `react` are
          // bundled, so theirs is Preact too.
          plugins: [twoRuntimes()],
          ssr: { noExternal: [...APP_REACT_PACKAGES] },
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
              () =>
                `<script>${deepLinkScript(
                  entry.routePath.toString(),
                  routePreloads(bundle, entry.lazyRoutes, entry.pageFile),
                )}</script><style>${DEEP_LINK_STYLE}</style></head>`,
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
