import { defineConfig } from 'vitest/config'

// The unit tests of the modules Stryker mutates (stryker.config.mjs), and no others, in the
// node environment: no DOM to build for each run. A test file that needs the DOM says
// `// @vitest-environment jsdom` at its top. Left out: hashPath.inline.test.ts, which runs the
// function's source on its own, as the head script does; the instrumented source cannot.
export default defineConfig({
  test: {
    globals: true,
    environment: 'node',
    include: [
      'src/games/*/logic*.test.ts',
      'src/games/keyBuffer.test.ts',
      'src/lib/{draft,email,hashPath,headMeta,holiday,keys,scrollProgress,scrollSpy,storage}{,.*}.test.ts',
      'src/sphere/{layout,spin}.test.ts',
      'scripts/bundle/*.test.ts',
    ],
    exclude: ['src/lib/hashPath.inline.test.ts'],
    // Instrumented code runs slower, and the property tests run thousands of cases.
    testTimeout: 60_000,
    clearMocks: true,
    restoreMocks: true,
  },
})
