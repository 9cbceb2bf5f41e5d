// Mutation testing of the pure logic: `npm run test:mutation` (minutes; not part of `npm test`).
// Stryker changes the code one small step at a time (a `<` for a `<=`, a branch removed…)
// and runs the unit tests against each change; a change no test notices is a survivor.
// The report: reports/mutation/index.html, and a summary on the terminal.

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  // Only the unit tests of the files below, in the node environment (vitest.mutation.config.ts).
  vitest: { configFile: 'vitest.mutation.config.ts' },
  // Pure modules only. Left out of src/lib on purpose, as glue rather than logic: the hooks
  // (useScroll, useScrollProgress, useMediaQuery, useRouteLocation), lazyWithRetry,
  // serviceWorker, offline, focusHeading and stickyHeights; their behaviour is covered by
  // component and end-to-end tests.
  // Left out of scripts/bundle: stats.mjs, the command line around these modules; of
  // scripts/plugins/content: plugin.ts, which reads the files and talks to Vite.
  mutate: [
    'src/games/*/logic.ts',
    'src/games/keyBuffer.ts',
    'src/games/timers.ts',
    'src/lib/downloadTimeout.ts',
    'src/lib/draft.ts',
    'src/lib/email.ts',
    'src/lib/hashPath.ts',
    'src/head/hashRedirect.ts',
    'src/head/headMeta.ts',
    'src/lib/holiday.ts',
    'src/lib/keys.ts',
    'src/lib/listSentence.ts',
    'src/lib/safeReload.ts',
    'src/lib/scrollProgress.ts',
    'src/head/siteAddress.ts',
    'src/lib/storage.ts',
    'src/lib/taps.ts',
    'src/sphere/labelSize.ts',
    'src/sphere/layout.ts',
    'src/sphere/rings.ts',
    'src/sphere/spin.ts',
    'scripts/bundle/budgets.mjs',
    'scripts/bundle/classify.mjs',
    'scripts/bundle/format.mjs',
    'scripts/bundle/measure.mjs',
    'scripts/bundle/sphere-label.mjs',
    'scripts/lib/random.mjs',
    'scripts/lib/image-fit.mjs',
    'src/content/fields.ts',
    'src/content/schema.ts',
    'scripts/plugins/content/check.ts',
    'scripts/plugins/content/stamps.ts',
    'scripts/lib/thumbnails/build.ts',
  ],
  // Mutants in module-level constants would rerun every test for each of them: skipped.
  ignoreStatic: true,
  coverageAnalysis: 'perTest',
  // TypeScript 7 has no JavaScript API, so no type checker; a path that does not exist
  // keeps Stryker from reading tsconfig.json with it.
  tsconfigFile: 'tsconfig.stryker-none.json',
  // Two cores at most: the machine is shared.
  concurrency: 2,
  // Reruns only test the mutants whose code or tests changed since the last run.
  incremental: true,
  incrementalFile: 'reports/mutation/incremental.json',
  tempDirName: 'reports/.stryker-tmp',
  ignorePatterns: ['/reports', '/dist*'],
  reporters: ['clear-text', 'html', 'progress'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  clearTextReporter: { allowColor: false, logTests: false },
  thresholds: { high: 90, low: 80, break: null },
}
