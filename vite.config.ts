import react from '@vitejs/plugin-react'
import UnoCSS from 'unocss/vite'
import { defineConfig } from 'vite'
import { iconSprite } from './scripts/icon-sprite'
import { prerender } from './scripts/prerender'

export default defineConfig({
  base: './',
  plugins: [UnoCSS(), react(), iconSprite(), prerender()],
  build: { manifest: true, target: 'es2022' },
})
