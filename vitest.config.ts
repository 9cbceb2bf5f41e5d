import { readdirSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { configDefaults, defineConfig } from 'vitest/config'
import { contentCheck } from './scripts/plugins/content/plugin.ts'
import { APP_REACT_PACKAGES } from './scripts/plugins/runtimes/boundary.ts'
import { twoRuntimes } from './scripts/plugins/runtimes/plugin.ts'

const INCLUDE = ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts']

/**
 * The test files that replace a module (`vi.mock`): each needs a module graph of its own, as
 * a module an earlier file imported is not replaced. The others share one per worker (no
 * isolation), which takes the run from about 60 to 45 s on two cores. Found by reading the
 * files, so that a new test that mocks is isolated without a list to keep.
 */
const mocking = ['src', 'scripts'].flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => `${dir}/${file.replaceAll('\\', '/')}`)
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => /\bvi\.(mock|doMock|resetModules)\(/.test(readFileSync(file, 'utf8'))),
)

// Component tests render with Preact, as visitors get it: the same aliases as the build, and
// the build's list of projects with their own thumbnails (virtual:project-thumbnails).
export default defineConfig({
  plugins: [twoRuntimes(), contentCheck()],
  test: {
    globals: true,
    environment: 'node',
    setupFiles: ['src/test/setup.ts'],
    // Vitest leaves one core free by default: one worker on two cores. The files wait on
    // imports and their DOM as much as on the CPU, so one worker more than the cores is fastest
    // (two cores: 59 s with one worker, 34 s with two, 25 s with three).
    maxWorkers: availableParallelism() + 1,
    // setup.ts unmounts each test's components itself, inside act.
    env: { PTL_SKIP_AUTO_CLEANUP: 'true' },
    // Every test starts with fresh mocks: a call an earlier test made never counts.
    clearMocks: true,
    restoreMocks: true,
    unstubGlobals: true,
    // Packages that import `react` are inlined, so the aliases above give them Preact too.
    server: { deps: { inline: [...APP_REACT_PACKAGES] } },
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: INCLUDE,
          exclude: [...configDefaults.exclude, ...mocking],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: mocking } },
    ],
  },
})
