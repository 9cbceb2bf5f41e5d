// Fails on a high or critical advisory in the production dependencies (npm audit --omit=dev).
// A registry without the audit endpoint (some mirrors answer 404/405) is reported, not failed.
// npm is a .cmd file on Windows, which Node starts only through a shell: cross-spawn does that.
import spawn from 'cross-spawn'

const run = spawn.sync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], {
  encoding: 'utf8',
})
let report
try {
  report = JSON.parse(run.stdout)
} catch {
  report = null
}
const unavailable = /audit endpoint returned an error|405|404 Not Found|ENOAUDIT/i.test(
  `${run.stdout}${run.stderr}`,
)
if (report?.metadata?.vulnerabilities) {
  const { high = 0, critical = 0, total = 0 } = report.metadata.vulnerabilities
  console.log(
    `npm audit (production dependencies): ${total} advisories, ${high} high, ${critical} critical`,
  )
  process.exit(high + critical > 0 ? 1 : 0)
} else if (unavailable) {
  console.warn(
    'npm audit: this registry has no audit endpoint; advisories could not be checked here.',
  )
} else {
  console.error(run.stdout, run.stderr)
  process.exit(run.status ?? 1)
}
