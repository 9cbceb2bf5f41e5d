import { defineConfig } from 'vitest/config'
import { enginesOf } from './scripts/engines.mjs'

// The shared flows (tests/flows/*.flow.ts, which the Chromium suite runs too) and the tests
// written for the other engines alone (tests/engines/*.engine.ts: Firefox's overridden
// colours, which Chromium cannot show), run in each engine other than Chromium: Firefox over
// WebDriver BiDi, WebKit over classic WebDriver. One worker per engine: two files of one
// engine at once would share its Xvfb display, where their windows take focus from each other. `npm run test:engines`
// (scripts/engines.mjs) runs the engines side by side, a Vitest run each; ENGINES=firefox (or
// webkit) runs one.
const engines = enginesOf(process.env)
// SHOTS=1 runs tests/engines/screenshots.shot.ts instead: `npm run screenshots:engines`.
const files = process.env.SHOTS
  ? ['tests/engines/**/*.shot.ts']
  : ['tests/flows/**/*.flow.ts', 'tests/engines/**/*.engine.ts']
// Files whose every test needs what an engine's automation cannot do: WebKitGTK cannot
// override the page's colours (Firefox's pref), so the colours test is Firefox's alone.
const NOT_IN: Record<string, string[]> = { webkit: ['tests/engines/colours.engine.ts'] }

export default defineConfig({
  test: {
    projects: engines.map((name) => ({
      test: {
        name,
        include: files,
        exclude: NOT_IN[name] ?? [],
        environment: 'node',
        env: { ENGINE: name },
        globalSetup: ['tests/engines/global-setup.ts'],
        // A game played to its end is some 40 driver round trips; on two busy cores one such
        // test in WebKit took past 60 s (its polls wait for conditions, never for time).
        testTimeout: 120_000,
        // WebKitGTK's driver has left a call unanswered for minutes on a busy machine (decision
        // 014; once in a full run here): such a test gets one more try, never more.
        retry: name === 'webkit' ? 1 : 0,
        hookTimeout: 60_000,
        pool: 'forks',
        maxWorkers: 1,
        isolate: false,
      },
    })),
  },
})
