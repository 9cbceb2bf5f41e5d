import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

/** The lines a build that stops at the content check writes to stderr, and its exit code. */
async function stoppedBuild(env: Record<string, string | undefined>) {
  const outDir = mkdtempSync(join(tmpdir(), 'content-check-'))
  try {
    const failure = await run(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', '--outDir', outDir],
      { env: { ...process.env, ...env } },
    ).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    )
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the logger's colours
    const plain = failure?.stderr.replace(/\x1b\[[0-9;]*m/g, '')
    return {
      code: failure?.code,
      lines: plain?.split('\n').filter((l) => l.trim() && !/^npm warn/.test(l)),
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
}

// The whole path an owner takes: `vite build` with the project's config, stopped by the
// content check. The settings from the environment are the content a test can break without
// editing the repository's files.
test('a broken setting stops the build with one line each, exit 1, and no stack trace', async () => {
  const outDir = mkdtempSync(join(tmpdir(), 'content-check-'))
  try {
    const env = {
      ...process.env,
      VITE_SITE_URL: 'name.github.io/portfolio/',
      VITE_FORM_ENDPOINT: 'mailto:owner@example.com',
    }
    const build = run(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', '--outDir', outDir],
      { env },
    )
    const failure = await build.then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    )
    expect(failure?.code).toBe(1)
    const lines = failure?.stderr.split('\n').filter((l) => l.trim() && !/^npm warn/.test(l))
    expect(lines).toEqual([
      'src/site.config.ts: siteUrl (VITE_SITE_URL) must be an absolute URL, got "name.github.io/portfolio/"',
      `src/site.config.ts: FORM_ENDPOINT (or VITE_FORM_ENDPOINT) "mailto:owner@example.com" must be an https:// address of a form service (a mailto: form is blocked by the page's policy)`,
    ])
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
}, 60_000)

// The fictional student's form endpoint left in: said in one line before the problems, and
// not said when the template's own checks build (PORTFOLIO_TEMPLATE=1).
test.each([
  [undefined, true],
  ['1', false],
])(
  'PORTFOLIO_TEMPLATE=%s: the template form endpoint warns: %s',
  async (flag, warns) => {
    const siteUrl =
      'src/site.config.ts: siteUrl (VITE_SITE_URL) must be an absolute URL, got "name.github.io/portfolio/"'
    const { code, lines } = await stoppedBuild({
      VITE_SITE_URL: 'name.github.io/portfolio/',
      VITE_FORM_ENDPOINT: '',
      PORTFOLIO_TEMPLATE: flag,
    })
    expect(code).toBe(1)
    expect(lines).toEqual([
      ...(warns
        ? [
            expect.stringMatching(
              /^src\/site\.config\.ts: FORM_ENDPOINT is still the template's \(https:.*\(or VITE_FORM_ENDPOINT\)$/,
            ),
          ]
        : []),
      siteUrl,
    ])
  },
  60_000,
)
