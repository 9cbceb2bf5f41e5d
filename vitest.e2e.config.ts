import { availableParallelism } from 'node:os'
import { configDefaults, defineConfig, type ViteUserConfig } from 'vitest/config'

/** The browser tests' settings; the nginx test (vitest.nginx.config.ts) shares them. */
export const e2eTest: NonNullable<ViteUserConfig['test']> = {
  environment: 'node',
  globalSetup: ['tests/e2e/global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 60_000,
  pool: 'forks',
  // One worker more than the cores: a browser test waits on its page part of the time (timers,
  // the network), and on two cores two workers left a quarter of the processor idle. Measured
  // on two cores, the whole suite: 183 s with two workers, 161 s with three, 158 s with four.
  maxWorkers: availableParallelism() + 1,
  isolate: false,
}

// End-to-end tests drive the production build (dist/) in headless Chromium: a worker per
// core and one more, each with one browser that serves every test file it runs (hence no
// isolation). The shared flows (tests/flows/, written once for every engine) run here in
// Chromium, and in Firefox and WebKit from vitest.engines.config.ts. The nginx test is a step of its own (`npm run
// test:nginx`): it needs nginx, which a laptop may lack.
export default defineConfig({
  test: {
    ...e2eTest,
    env: { ENGINE: 'chromium' },
    include: ['tests/e2e/**/*.e2e.ts', 'tests/flows/**/*.flow.ts'],
    exclude: [...configDefaults.exclude, 'tests/e2e/nginx.e2e.ts'],
  },
})
