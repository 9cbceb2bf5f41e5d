import prefresh from '@prefresh/vite'
import UnoCSS from 'unocss/vite'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { chunkPreload } from './scripts/chunk-preload.ts'
import { contentCheck } from './scripts/content/plugin.ts'
import { iconSprite } from './scripts/icon-sprite.ts'
import { prerender } from './scripts/prerender.ts'
import { publishOnly } from './scripts/publish.ts'
import { pwaOptions } from './scripts/pwa.ts'
import { SCENE_FILES } from './scripts/runtimes/boundary.ts'
import { twoRuntimes } from './scripts/runtimes/plugin.ts'
import { threeGlsl } from './scripts/three-glsl.ts'
import { materialTypes } from './src/sphere/scene/catalogue.ts'

// Hot reload of app components in development (the 3D scene, under React, reloads the page).
const hotReload = await prefresh({ exclude: SCENE_FILES })

export default defineConfig({
  base: './',
  plugins: [
    contentCheck(),
    // The loader of lazy chunks in the entry is the site's own (src/lib/chunkPreload.ts).
    chunkPreload(),
    UnoCSS(),
    twoRuntimes(),
    threeGlsl(materialTypes()),
    hotReload,
    iconSprite(),
    prerender(),
    VitePWA(pwaOptions),
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
      output: {
        // Everything the page's entry imports statically is one file: left alone, the bundler
        // splits Preact and its runtimes into chunks of their own (a file for what some lazy
        // chunk shares without the rest of the entry), and each file compresses on its own.
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
      },
    },
  },
})
