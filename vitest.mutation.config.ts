import { defineConfig } from 'vitest/config'

// The unit tests of the modules Stryker mutates (stryker.config.mjs), and no others, in the
// node environment: no DOM to build for each run. A test file that needs the DOM says
// `// @vitest-environment happy-dom` at its top. Left out: the *.inline.test.ts files, which run a
// function's source on its own, as the head script and the 404 page do; instrumented source cannot.
export default defineConfig({
  test: {
    globals: true,
    environment: 'node',
    include: [
      'src/games/*/logic*.test.ts',
      'src/games/{keyBuffer,timers}{,.*}.test.ts',
      'src/lib/{downloadTimeout,draft,email,hashPath,holiday,keys,listSentence,safeReload,scrollProgress,storage,taps}{,.*}.test.ts',
      'src/head/{hashRedirect,headMeta,siteAddress}{,.*}.test.ts',
      'src/sphere/{labelSize,layout,rings,spin}{,.*}.test.ts',
      'scripts/bundle/*.test.ts',
      'scripts/lib/{random,image-fit}.test.ts',
      'scripts/plugins/content/{check,rules,stamps}.test.ts',
      'scripts/lib/thumbnails/build.test.ts',
    ],
    exclude: ['src/{lib,head}/*.inline.test.ts'],
    // Instrumented code runs slower, and the property tests run thousands of cases.
    testTimeout: 60_000,
    clearMocks: true,
    restoreMocks: true,
  },
})
