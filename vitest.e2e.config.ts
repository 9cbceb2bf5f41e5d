import { defineConfig } from 'vitest/config'

// End-to-end tests drive the production build (dist/) in headless Chromium: two workers,
// each with one browser that serves every test file it runs (hence no isolation).
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    isolate: false,
  },
})
