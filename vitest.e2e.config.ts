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
// each with one browser that serves every test file it runs (hence no isolation). The nginx
// test is a step of its own (`npm run test:nginx`): it needs nginx, which a laptop may lack.
export default defineConfig({
  test: {
    ...e2eTest,
    include: ['tests/e2e/**/*.e2e.ts'],
    exclude: [...configDefaults.exclude, 'tests/e2e/nginx.e2e.ts'],
  },
})
