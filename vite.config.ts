import prefresh from '@prefresh/vite'
import { visualizer } from 'rollup-plugin-visualizer'
import UnoCSS from 'unocss/vite'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { bundleGraph } from './scripts/plugins/bundle-graph.ts'
import { chunkPreload } from './scripts/plugins/chunk-preload.ts'
import { compileHints } from './scripts/plugins/compile-hints.ts'
import { contentCheck } from './scripts/plugins/content/plugin.ts'
import { hashLocationOnly } from './scripts/plugins/hash-location-only.ts'
import { iconSprite } from './scripts/plugins/icon-sprite.ts'
import { prerender } from './scripts/plugins/prerender.ts'
import { publishOnly } from './scripts/plugins/publish.ts'
import { pwaOptions } from './scripts/plugins/pwa.ts'
import { SCENE_FILES } from './scripts/plugins/runtimes/boundary.ts'
import { twoRuntimes } from './scripts/plugins/runtimes/plugin.ts'
import { threeGlsl } from './scripts/plugins/three-glsl.ts'
import { MATERIAL_TYPES } from './src/sphere/scene/materials.ts'

// Hot reload of app components in development (the 3D scene, under React, reloads the page).
const hotReload = await prefresh({ exclude: SCENE_FILES })

export default defineConfig({
  base: './',
  plugins: [
    contentCheck(),
    // The loader of lazy chunks in the entry is the site's own (src/lib/chunkPreload.ts).
    chunkPreload(),
    // wouter's default (path) location hook is not built in: the site routes by hash.
    hashLocationOnly(),
    UnoCSS(),
    twoRuntimes(),
    threeGlsl(MATERIAL_TYPES),
    hotReload,
    iconSprite(),
    prerender(),
    // The entry and the route pages are compiled whole as they download (V8's compile hint).
    compileHints(),
    VitePWA(pwaOptions),
    // What the bundle report (npm run build) reads: the module graph and each chunk's sources,
    // from source maps kept out of the published folder; with TREEMAP=1 (npm run report) also
    // the treemap reports/bundle.html, for exploring.
    bundleGraph(),
    process.env.TREEMAP
      ? visualizer({
          filename: 'reports/bundle.html',
          template: 'treemap',
          title: 'Bundle treemap: each module gzipped on its own (does not add up to a chunk)',
          gzipSize: true,
          brotliSize: true,
        })
      : null,
    // Last: moves the build's records out of dist/ once the service worker is written.
    publishOnly(),
  ],
  build: {
    manifest: true,
    target: 'es2022',
    // Size is governed by the budgets in scripts/bundle (the 3D chunk is lazy and large).
    chunkSizeWarningLimit: 800,
    // Chunks import each other by names that do not change, mapped to the hashed files by an
    // import map in index.html: an edit renames only the files whose own code changed, so a
    // returning visitor downloads only those (docs/decisions/017, npm run test:renames).
    chunkImportMap: true,
    // No modulepreload polyfill in the entry: the head script adds the entry's preloads before
    // the entry runs, so the polyfill came too late for them, and Vite's loader of lazy chunks
    // falls back to rel="preload" by itself where modulepreload is missing.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The build prints the bundle report's lines, not the bundler's timings of plugins.
      checks: { bundlerTimings: false },
      output: {
        // Everything the page's entry imports statically is one file: left alone, the bundler
        // splits Preact and its runtimes into chunks of their own (a file for what some lazy
        // chunk shares without the rest of the entry), and each file compresses on its own.
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
      },
    },
  },
})
