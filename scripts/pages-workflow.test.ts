// @vitest-environment node
import { readFileSync } from 'node:fs'
import { validateWorkflow } from '@action-validator/core'

// The workflow that publishes the site on a push (.github/workflows/pages.yml): valid against
// GitHub's workflow schema (action-validator), and shaped as GitHub Pages asks of a deploy.
const FILE = '.github/workflows/pages.yml'
const workflow = readFileSync(FILE, 'utf8')

/** The lines of the top-level block or job `name` (up to the next line as little indented). */
const block = (name: string, text = workflow) => {
  const lines = text.split('\n')
  const start = lines.findIndex((line) => new RegExp(`^\\s*${name}:`).test(line))
  const indent = /^\s*/.exec(lines[start] ?? '')?.[0].length ?? 0
  const end = lines.findIndex(
    (line, i) => i > start && line.trim() && (/^\s*/.exec(line)?.[0].length ?? 0) <= indent,
  )
  return start < 0 ? '' : lines.slice(start, end < 0 ? undefined : end).join('\n')
}

test('the workflow is valid against the schema of GitHub workflows', () => {
  const { errors } = validateWorkflow(workflow)
  expect(errors.map((e) => `${'path' in e ? e.path : ''} ${e.title} ${e.detail ?? ''}`)).toEqual([])
  // The validator catches a mistake: a permission GitHub does not know.
  const broken = workflow.replace('id-token: write', 'id-token: writes')
  expect(validateWorkflow(broken).errors).not.toEqual([])
})

test('it runs on a push to main, one publication at a time, never cancelling one under way', () => {
  expect(block('on')).toMatch(/push:\s+branches: \[main\]/)
  expect(block('concurrency')).toMatch(/group: pages\s+cancel-in-progress: false/)
  expect(block('permissions').trim()).toBe('permissions:\n  contents: read')
})

test('it runs every check of .ci/run, then builds for the Pages address and uploads dist/', () => {
  const build = block('test-and-build')
  const order = [
    'bash .ci/run',
    'actions/configure-pages@',
    'run: npm run build',
    'actions/upload-pages-artifact@',
  ]
  const at = order.map((step) => build.indexOf(step))
  expect(at.every((i) => i > 0)).toBe(true)
  expect([...at].sort((a, b) => a - b)).toEqual(at)
  expect(build).toMatch(/VITE_SITE_URL: .*steps\.pages\.outputs\.base_url/)
  expect(block('with', build.slice(build.indexOf('upload-pages-artifact')))).toMatch(
    /path: dist\s*$/,
  )
})

test('the deploy job alone may write to Pages, in the github-pages environment', () => {
  const deploy = block('deploy')
  expect(deploy).toMatch(/needs: test-and-build/)
  expect(block('permissions', deploy)).toMatch(/pages: write\s+id-token: write/)
  expect(block('environment', deploy)).toMatch(
    /name: github-pages\s+url: \$\{\{ steps\.deployment\.outputs\.page_url \}\}/,
  )
  expect(deploy).toMatch(/id: deployment\s+uses: actions\/deploy-pages@v\d+/)
})
