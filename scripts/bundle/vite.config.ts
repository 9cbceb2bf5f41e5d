import { visualizer } from 'rollup-plugin-visualizer'
import { mergeConfig } from 'vite'
import base from '../../vite.config.ts'
import { bundleGraph } from './graph-plugin.ts'

// The production build (the project's vite.config.ts) plus what the bundle report reads:
// the module graph and each chunk's sources (graph-plugin.ts). With TREEMAP=1 (`npm run
// report`) also the treemap of reports/bundle.html for exploring.
export default mergeConfig(base, {
  plugins: [
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
  ],
})
