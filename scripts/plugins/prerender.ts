import { createHash } from 'node:crypto'
import type { Plugin, ResolvedConfig, Rolldown } from 'vite'
import {
  type BootPlan,
  DEEP_LINK_STYLE,
  SHOWN_ROUTE,
  SNAPSHOT_MARK,
} from '../../src/head/contract.ts'
import { inlineScript } from '../../src/head/inlineScript.ts'
import { siteAddress } from '../../src/head/siteAddress.ts'
import { moduleLoader } from '../lib/content.mjs'
import { bundleRecord, RECORDS } from '../lib/records.mjs'
import { contentSecurityPolicy, headersFile } from './csp.ts'
import { buildHeadScript } from './head-scripts.ts'
import { nginxConf } from './nginx.ts'
import { notFoundPage } from './not-found-page.ts'
import { APP_REACT_PACKAGES } from './runtimes/boundary.ts'
import { twoRuntimes } from './runtimes/plugin.ts'

/**
 * Without JavaScript the icons never get their sprite (the head script sets it): the links
 * that are an icon alone show their name instead. A <noscript> in the head applies only then.
 */
export const NO_SCRIPT_STYLE =
  '[data-icon-link]{width:auto;min-width:2.5rem;padding:0 .5rem}[data-icon-link]::after{content:attr(aria-label);font-size:.75rem}'

/**
 * Takes the app's entry out of the page: Vite's module script and its modulepreloads, which
 * the head script asks for itself at once, and runs once the first screen has painted
 * (src/head/boot.ts).
 */
export function takeEntry(html: string): { html: string; entry: string; preloads: string[] } {
  const script = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/
  const entry = html.match(script)?.[1]
  if (!entry) throw new Error("prerender: index.html has no module script for the app's entry")
  const preload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g
  const preloads = [...html.matchAll(preload)].map((m) => m[1]!)
  return { html: html.replace(script, '').replace(preload, ''), entry, preloads }
}

/**
 * Pre-rendered HTML whose icons name the sprite in `data-href`: the sprite, a file of its
 * own, then waits for the first paint (the head script sets `href`), instead of being
 * fetched before it.
 */
export const deferIcons = (html: string): string => html.replaceAll('<use href=', '<use data-href=')

/** Where the build records each page's snapshot (its source to its file), for the bundle report. */
export const SNAPSHOTS_FILE = bundleRecord(RECORDS.snapshots)

/** The name a route's snapshot starts with: `route-work-experience` for /work-experience. */
export const snapshotName = (path: string): string => `route${path.replace(/[^\w-]+/g, '-')}`

/**
 * The file of a route's snapshot: under assets/ with the other hashed files (cached for
 * good, precached by the service worker), named after the route and the hash of its HTML.
 */
export function snapshotFile(path: string, html: string): string {
  const hash = createHash('sha256').update(html).digest('base64url').slice(0, 10)
  return `assets/${snapshotName(path)}-${hash}.html`
}

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

// The pre-render fills index.html at fixed markers. A marker that is missing (someone edited
// index.html) stops the build with its name: a silent `.replace` would ship a page without it.

/** The markers of index.html, each replaced once. */
export const MARKERS = {
  root: '<div id="root"></div>',
  headMeta: /<title>[^<]*<\/title>\s*<!-- head-meta:[^>]*-->/,
  headEnd: '</head>',
  bodyEnd: '</body>',
  charset: '<meta charset="UTF-8" />',
} as const

export type Marker = keyof typeof MARKERS

/** Puts `replacement()` in place of a marker; throws naming the marker when it is absent. */
export function replaceMarker(
  html: string,
  marker: Marker,
  replacement: (found: string) => string,
  page = 'index.html',
): string {
  const pattern = MARKERS[marker]
  const found = typeof pattern === 'string' ? html.includes(pattern) : pattern.test(html)
  if (!found) {
    throw new Error(`prerender: ${page} has no ${marker} marker (${String(pattern)}) to fill`)
  }
  return html.replace(pattern, replacement)
}

const STYLESHEET = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g

/**
 * Replaces the stylesheet links with the CSS itself, so the first screen needs no second
 * request. Returns the page and the files it inlined; a page with no stylesheet is an error.
 */
export function inlineStyles(
  html: string,
  cssOf: (file: string) => string,
): { html: string; files: string[] } {
  const files: string[] = []
  const inlined = html.replace(STYLESHEET, (_tag, href: string) => {
    const file = href.replace(/^\.?\//, '')
    files.push(file)
    return `<style>${cssOf(file)}</style>`
  })
  if (files.length === 0) throw new Error('prerender: index.html links no stylesheet to inline')
  return { html: inlined, files }
}

const MANIFEST = bundleRecord(RECORDS.manifest)

/**
 * Removes the stylesheets the pre-render inlined into index.html from the build, so no unused
 * copy is published or precached by the service worker, and from Vite's manifest, which
 * would name a file that is not there. A stylesheet some JavaScript still names (a lazy
 * chunk that loads it) stays.
 */
export function dropInlinedCss(bundle: Rolldown.OutputBundle, files: readonly string[]): string[] {
  const chunks = Object.values(bundle).filter((f) => f.type === 'chunk')
  const dropped = files.filter((file) => {
    const name = file.split('/').pop()!
    return !chunks.some((chunk) => chunk.code.includes(name))
  })
  for (const file of dropped) {
    delete bundle[file]
    for (const chunk of chunks) chunk.viteMetadata?.importedCss.delete(file)
  }
  const manifest = bundle[MANIFEST]
  if (manifest?.type === 'asset' && dropped.length) {
    const entries: Record<string, { css?: string[] }> = JSON.parse(String(manifest.source))
    for (const entry of Object.values(entries)) {
      const css = entry.css?.filter((file) => !dropped.includes(file))
      if (css?.length) entry.css = css
      else delete entry.css
    }
    manifest.source = JSON.stringify(entries, null, 2)
  }
  return dropped
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
 * Renders Home into the built index.html and every other route into its snapshot, puts the
 * head script in place of the entry's module script, and writes 404.html, _headers and the
 * nginx.conf record (before the service worker lists the files).
 */
export function prerender(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const page = bundle['index.html']
        if (config.build.ssr || page?.type !== 'asset') return
        const server = await moduleLoader(config.root, {
          // Home renders with Preact as in the browser; packages that import `react` are
          // bundled, so theirs is Preact too.
          plugins: [twoRuntimes(), buildModules(config)],
          ssr: { noExternal: [...APP_REACT_PACKAGES] },
          define: config.define,
        })
        try {
          // The app and the content, through Vite's loader for server rendering.
          const entry = await server.ssrLoadModule('/src/head/render.tsx')
          const lazyRoutes: { path: string; page: string }[] = entry.lazyRoutes
          const taken = takeEntry(String(page.source))
          let html = taken.html
          const home = deferIcons(await entry.renderRoute('/'))
          html = replaceMarker(
            html,
            'root',
            () => `<div id="root" data-${SHOWN_ROUTE}="/">${home}</div>`,
          )
          html = replaceMarker(
            html,
            'bodyEnd',
            () => `<noscript>${entry.renderContactForm()}</noscript></body>`,
          )
          html = replaceMarker(html, 'headMeta', () => entry.headMeta())
          const files = routePreloads(bundle, lazyRoutes, entry.pageFile)
          const routes: BootPlan['routes'] = {}
          const byPage: Record<string, string> = {}
          for (const { path, page: pageName } of lazyRoutes) {
            const source = `${SNAPSHOT_MARK}${deferIcons(await entry.renderRoute(path))}`
            const fileName = snapshotFile(path, source)
            this.emitFile({ type: 'asset', fileName, source })
            byPage[entry.pageFile(pageName)] = fileName
            routes[path] = {
              files: files[path] ?? [],
              snapshot: `./${fileName}`,
              title: entry.documentTitle(path),
            }
          }
          this.emitFile({ type: 'asset', fileName: SNAPSHOTS_FILE, source: JSON.stringify(byPage) })
          const plan: BootPlan = {
            entry: taken.entry,
            preloads: taken.preloads,
            routes,
            mark: SNAPSHOT_MARK,
          }
          const script = (await buildHeadScript('index', config.root))(plan)
          html = replaceMarker(
            html,
            'headEnd',
            () =>
              `${inlineScript(script, "index.html's head script")}<style>${DEEP_LINK_STYLE}</style><noscript><style>${NO_SCRIPT_STYLE}</style></noscript></head>`,
          )
          const inlined = inlineStyles(html, (file) => {
            const css = bundle[file]
            if (css?.type !== 'asset')
              throw new Error(`prerender: no stylesheet ${file} in the bundle`)
            return String(css.source)
          })
          dropInlinedCss(bundle, inlined.files)

          // The site's folder on its host: `/portfolio/` for https://x.dev/portfolio/.
          const base = new URL(siteAddress(entry.siteUrl)).pathname
          const notFound = notFoundPage({
            script: (await buildHeadScript('notFound', config.root))({
              base,
              routes: lazyRoutes.map((r) => r.path),
            }),
            base,
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
          this.emitFile({
            type: 'asset',
            fileName: bundleRecord(RECORDS.nginx),
            source: nginxConf(base, both),
          })
        } finally {
          await server.close()
        }
      },
    },
  }
}
