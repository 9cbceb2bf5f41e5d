import type { VitePWAOptions } from 'vite-plugin-pwa'
import { profile } from '../../src/content/profile.ts'
import { colors } from '../../src/theme.mjs'
import { BUNDLE_RECORDS } from '../lib/records.mjs'

/**
 * The service worker precaches the whole built site (hashed chunks, routes, games, the
 * sphere, résumé, thumbnails), so after one visit every route works offline. A new deploy's
 * worker takes over at once, and the page reloads onto it at the first safe moment: never
 * under an open game or typed contact text (src/lib/serviceWorker.ts, src/lib/safeReload.ts).
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'autoUpdate',
  injectRegister: false,
  includeAssets: ['favicon.svg', 'apple-touch-icon.png', 'resume.pdf', 'robots.txt'],
  // The plugin links the manifest from index.html itself.
  manifest: {
    // No `id`: the app's identity is then its start_url, the site's folder. A relative id
    // resolves against the origin, so './' gave every site of a host (name.github.io/*) the
    // same identity, and the folder is only known from siteUrl after the config is loaded.
    name: `${profile.name} · ${profile.role}`,
    short_name: profile.name,
    description: profile.tagline,
    lang: 'en',
    start_url: './',
    scope: './',
    display: 'standalone',
    background_color: colors.ink,
    theme_color: colors.ink,
    icons: [
      { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{html,js,css,svg,webp,jpg,png,pdf,txt,webmanifest}'],
    // Browsers with service workers all read WebP: the JPEG fallbacks are not precached.
    globIgnores: ['og-image.png', `${BUNDLE_RECORDS}/**`, 'thumbnails/*.jpg'],
    maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
    // Query strings never change a file: /?ref=cv is the precached index.html, offline too.
    ignoreURLParametersMatching: [/./],
    // Any other page address (/projects) gets 404.html, which sends it to its hash route, as
    // the host would; addresses of files (a .jpg, a .png) go to the network.
    navigateFallback: '404.html',
    navigateFallbackDenylist: [/\.[a-z0-9]+(\?.*)?$/i],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    // Workbox's runtime inside sw.js, not loaded by importScripts: under the policy's Trusted
    // Types (which a host's headers apply to the worker too) importScripts takes no string.
    inlineWorkboxRuntime: true,
    // The plugin makes a map of sw.js whenever the build makes maps ('hidden', for the bundle
    // report): it was published, with the build machine's folders, and named twice in sw.js.
    sourcemap: false,
  },
}
