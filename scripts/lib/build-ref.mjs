// Builds an earlier commit to compare with: a git worktree of it in a temporary folder, this
// checkout's node_modules linked in (no install), its own `npm run build`. The same by hand:
//   git worktree add --detach /tmp/old 98c0ba0 && ln -s "$PWD/node_modules" /tmp/old/
//   (cd /tmp/old && npm run build)   # then measure /tmp/old/dist
//   git worktree remove --force /tmp/old
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

/**
 * Builds commit `ref` and returns its build folder and a function that removes the worktree.
 * A build whose own checks fail (a budget) still counts if it wrote its index.html.
 * @param {string} ref
 * @returns {{ dir: string, remove: () => void }}
 */
export function buildRef(ref) {
  const folder = mkdtempSync(join(tmpdir(), `realtime-${ref.replace(/[^\w.-]/g, '_')}-`))
  const git = (/** @type {string[]} */ ...args) =>
    execFileSync('git', args, { stdio: ['ignore', 'ignore', 'inherit'] })
  git('worktree', 'add', '--detach', folder, ref)
  // The link goes first, by itself: nothing may walk into this checkout's node_modules.
  const remove = () => {
    rmSync(join(folder, 'node_modules'), { force: true })
    git('worktree', 'remove', '--force', folder)
  }
  try {
    symlinkSync(resolve('node_modules'), join(folder, 'node_modules'))
    console.log(`Building ${ref} in ${folder}…`)
    try {
      // Its output is shown only if it fails: the timings table is what this run prints.
      execFileSync('npm', ['run', 'build'], { cwd: folder, stdio: 'pipe' })
    } catch (error) {
      console.error(String(/** @type {{ stderr?: Buffer }} */ (error).stderr ?? ''))
      if (!existsSync(join(folder, 'dist', 'index.html'))) throw error
      console.warn(`${ref}: the build's own checks failed; its dist/ is measured all the same.`)
    }
  } catch (error) {
    remove()
    throw error
  }
  return { dir: join(folder, 'dist'), remove }
}
