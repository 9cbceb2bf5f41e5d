import { createHash } from 'node:crypto'
import { createServer, type Plugin, type ResolvedConfig, type Rolldown } from 'vite'
import { contentSecurityPolicy, headersFile } from './csp.ts'
import { nginxConf } from './nginx.ts'
import { notFoundPage } from './not-found-page.ts'
import { inlineStyles, replaceMarker } from './page-markers.ts'
import { dropInlinedCss } from './prerender-css.ts'
import { APP_REACT_PACKAGES } from './runtimes/boundary.ts'
import { twoRuntimes } from './runtimes/plugin.ts'

/**
 * The inline head script. On a deep link (`/#/projects`) it hides the pre-rendered Home
 * until the right route shows, starts the download of that route's code beside the entry's
 * (so a deep link costs one round of JavaScript, not two), and fetches the route's
 * snapshot, its pre-rendered HTML: if that arrives before the app has rendered (main.tsx
 * takes the class `deep-link` off <html> when it does), it goes into #root, marked with its
 * route for main.tsx to hydrate, and shows. A snapshot that fails or comes late changes
 * nothing. The snapshot is markup from the site's own folder; it is put in through a
 * Trusted Types policy named `snapshot`, where the browser has them, so a policy that
 * requires Trusted Types for the DOM's HTML sinks lets it through. `routePath` is the app's
 * own reading of the hash (src/lib/hashPath.ts), embedded as source.
 */
export function deepLinkScript(
  routePath: string,
  preloads: Record<string, string[]>,
  snapshots: Record<string, string>,
): string {
  return `(function(){var r=(${routePath}),p=r(location.hash);if(p==='/')return;var d=document.documentElement;d.classList.add('deep-link');(${JSON.stringify(preloads)}[p]||[]).forEach(function(f){var l=document.createElement('link');l.rel='modulepreload';l.fetchPriority='low';l.crossOrigin='';l.href=f;document.head.appendChild(l)});var s=${JSON.stringify(snapshots)}[p];if(s)fetch(s).then(function(a){return a.ok?a.text():null},function(){return null}).then(function(h){if(h===null)return;var show=function(){if(!d.classList.contains('deep-link')||r(location.hash)!==p)return;var o=document.getElementById('root'),t=window.trustedTypes;o.innerHTML=t?t.createPolicy('snapshot',{createHTML:function(x){return x}}).createHTML(h):h;o.dataset.route=p;d.classList.remove('deep-link')};if(document.readyState==='loading')document.addEventListener('readystatechange',show,{once:true});else show()})})()`
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

/**
 * The app's code at low fetch priority: the page paints from its HTML, and the code only
 * brings it to life, so the download must not compete with what the first paint needs (the
 * sprite of the icons, the pictures). At high priority, which Chromium gives module scripts
 * and modulepreloads, Lighthouse's simulation counts them as blocking the first paint.
 */
export const lowPriorityCode = (html: string): string =>
  html.replace(/<(script type="module"|link rel="modulepreload")(?=\s)/g, '$& fetchpriority="low"')

/**
 * The file of a route's snapshot: under assets/ with the other hashed files (cached for
 * good, precached by the service worker), named after the route and the hash of its HTML.
 */
export function snapshotFile(path: string, html: string): string {
  const hash = createHash('sha256').update(html).digest('base64url').slice(0, 10)
  return `assets/route${path.replace(/[^\w-]+/g, '-')}-${hash}.html`
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
 * The virtual modules the build's own plugins make (the content check's list of projects
 * with pictures of their own), the same in the pre-render as in the build.
 */
function buildModules(config: ResolvedConfig): Plugin {
  const modules: Record<string, string> = Object.assign(
    {},
    ...config.plugins.map((p) => p.api?.virtualModules?.() ?? {}),
  )
  return {
    name: 'prerender-build-modules',
    resolveId: (id) => (id in modules ? `\0${id}` : undefined),
    load: (id) => (id.startsWith('\0') ? modules[id.slice(1)] : undefined),
  }
}

/**
 * Renders Home into the built index.html, every other route into its snapshot, and writes 404.html, _headers and nginx.conf
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
          plugins: [twoRuntimes(), buildModules(config)],
          ssr: { noExternal: [...APP_REACT_PACKAGES] },
          optimizeDeps: { noDiscovery: true, include: [] },
          define: config.define,
        })
        try {
          const entry = await server.ssrLoadModule('/src/entry-server.tsx')
          let html = String(page.source)
          const home = await entry.renderRoute('/')
          html = replaceMarker(html, 'root', () => `<div id="root" data-route="/">${home}</div>`)
          html = replaceMarker(
            html,
            'bodyEnd',
            () => `<noscript>${entry.renderContactForm()}</noscript></body>`,
          )
          html = replaceMarker(html, 'headMeta', () => entry.headMeta())
          html = lowPriorityCode(html)
          const snapshots: Record<string, string> = {}
          for (const { path } of entry.lazyRoutes as { path: string }[]) {
            const source: string = await entry.renderRoute(path)
            const fileName = snapshotFile(path, source)
            this.emitFile({ type: 'asset', fileName, source })
            snapshots[path] = `./${fileName}`
          }
          const script = deepLinkScript(
            entry.routePath.toString(),
            routePreloads(bundle, entry.lazyRoutes, entry.pageFile),
            snapshots,
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
