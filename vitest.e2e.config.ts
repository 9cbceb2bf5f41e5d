import { configDefaults, defineConfig, type ViteUserConfig } from 'vitest/config'

/** The browser tests' settings; the nginx test (vitest.nginx.config.ts) shares them. */
export const e2eTest: NonNullable<ViteUserConfig['test']> = {
  environment: 'node',
  globalSetup: ['tests/e2e/global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 60_000,
  pool: 'forks',
  maxWorkers: 2,
  isolate: false,
}

// End-to-end tests drive the production build (dist/) in headless Chromium: two workers,
// each with one browser that serves every test file it runs (hence no isolation). The shared
// flows (tests/flows/, written once for every engine) run here in Chromium, and in Firefox
// and WebKit from vitest.engines.config.ts. The nginx test is a step of its own (`npm run
// test:nginx`): it needs nginx, which a laptop may lack.
export default defineConfig({
  test: {
    ...e2eTest,
    env: { ENGINE: 'chromium' },
    include: ['tests/e2e/**/*.e2e.ts', 'tests/flows/**/*.flow.ts'],
    exclude: [...configDefaults.exclude, 'tests/e2e/nginx.e2e.ts'],
  },
})
