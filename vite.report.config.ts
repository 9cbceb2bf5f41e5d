import { visualizer } from 'rollup-plugin-visualizer'
import { mergeConfig } from 'vite'
import base from './vite.config'

// The production build plus an interactive treemap of what each chunk is made of.
export default mergeConfig(base, {
  plugins: [
    visualizer({
      filename: 'reports/bundle.html',
      template: 'treemap',
      title: 'Bundle treemap',
      gzipSize: true,
      brotliSize: true,
    }),
  ],
})
