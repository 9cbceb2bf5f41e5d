import react from '@vitejs/plugin-react'
import UnoCSS from 'unocss/vite'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { iconSprite } from './scripts/icon-sprite.ts'
import { prerender } from './scripts/prerender.ts'
import { pwaOptions } from './scripts/pwa.ts'

export default defineConfig({
  base: './',
  plugins: [UnoCSS(), react(), iconSprite(), prerender(), VitePWA(pwaOptions)],
  // Size is governed by the budgets in scripts/bundle (the 3D chunk is lazy and large).
  build: { manifest: true, target: 'es2022', chunkSizeWarningLimit: 800 },
})
