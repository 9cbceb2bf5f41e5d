import { defineConfig } from 'vitest/config'
import { e2eTest } from './vitest.e2e.config'

// The build served through a real nginx with the rules it wrote (tests/e2e/nginx.e2e.ts),
// in headless Chromium like the other browser tests: `npm run test:nginx`.
export default defineConfig({
  test: { ...e2eTest, include: ['tests/e2e/nginx.e2e.ts'] },
})
