import react from '@vitejs/plugin-react'
import UnoCSS from 'unocss/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  base: './',
  plugins: [UnoCSS(), react()],
  build: { manifest: true, target: 'es2022' },
})
