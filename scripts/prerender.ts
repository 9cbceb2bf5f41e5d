import { createServer, type Plugin, type ResolvedConfig, type Rolldown } from 'vite'
import { contentSecurityPolicy, headersFile } from './csp.ts'
import { nginxConf } from './nginx.ts'
import { notFoundPage } from './not-found-page.ts'
import { inlineStyles, replaceMarker } from './page-markers.ts'
import { dropInlinedCss } from './prerender-css.ts'
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

/** Puts the Content-Security-Policy of a page first in its <head>. */
const withPolicy = (html: string, csp: string, page: string) =>
  replaceMarker(
    html,
    'charset',
    (found) => `${found}\n    <meta http-equiv="Content-Security-Policy" content="${csp}" />`,
    page,
  )

/**
 * Renders Home into the built index.html and writes 404.html, _headers and nginx.conf
 * (before the service worker lists the files).
 */
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
          let html = String(page.source)
          html = replaceMarker(html, 'root', () => `<div id="root">${entry.renderHome()}</div>`)
          html = replaceMarker(
            html,
            'bodyEnd',
            () => `<noscript>${entry.renderContactForm()}</noscript></body>`,
          )
          html = replaceMarker(html, 'headMeta', () => entry.headMeta())
          const script = deepLinkScript(
            entry.routePath.toString(),
            routePreloads(bundle, entry.lazyRoutes, entry.pageFile),
          )
          html = replaceMarker(
            html,
            'headEnd',
            () =>
              `<script>${script}</script><script>${entry.workerWatchScript()}</script><style>${DEEP_LINK_STYLE}</style></head>`,
          )
          const inlined = inlineStyles(html, (file) => {
            const css = bundle[file]
            if (css?.type !== 'asset')
              throw new Error(`prerender: no stylesheet ${file} in the bundle`)
            return String(css.source)
          })
          dropInlinedCss(bundle, inlined.files)

          // The site's folder on its host: `/portfolio/` for https://x.dev/portfolio/.
          const base = new URL(entry.siteAddress(entry.siteUrl)).pathname
          const notFound = notFoundPage({
            redirect: entry.hashRedirect.toString(),
            base,
            routes: entry.lazyRoutes.map((r: { path: string }) => r.path),
            title: entry.notFoundTitle,
          })
          const csp = (pages: string | string[]) =>
            contentSecurityPolicy(pages, entry.FORM_ENDPOINT)
          page.source = withPolicy(inlined.html, csp(inlined.html), 'index.html')
          this.emitFile({
            type: 'asset',
            fileName: '404.html',
            source: withPolicy(notFound, csp(notFound), '404.html'),
          })
          // The header policy serves both pages, whose inline code differs.
          const both = csp([inlined.html, notFound])
          this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(both) })
          this.emitFile({ type: 'asset', fileName: 'nginx.conf', source: nginxConf(base, both) })
        } finally {
          await server.close()
        }
      },
    },
  }
}
