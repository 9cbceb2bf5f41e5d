import { defineConfig } from 'vitest/config'
import { twoRuntimes } from './scripts/runtimes/plugin.ts'

// Component tests render with Preact, as visitors get it: the same aliases as the build.
export default defineConfig({
  plugins: [twoRuntimes()],
  test: {
    globals: true,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // wouter imports `react`: inlined, so the aliases above give it Preact too.
    server: { deps: { inline: ['wouter'] } },
  },
})
