/**
 * The problem probe: a script the engines' test server puts first in every page, which
 * records console errors and warnings, uncaught errors, rejected promises and CSP violations
 * in `window.__problems`. Classic WebDriver (WebKit) has no console events; this is how its
 * tests see what Chromium's and Firefox's report on their own.
 */
export const PROBE_FILE = '__engine-probe.js'

export const PROBE_SOURCE = `(() => {
  const problems = (window.__problems = [])
  const text = (args) => args.map((a) => (a instanceof Error ? a.message : String(a))).join(' ')
  for (const level of ['error', 'warn']) {
    const original = console[level].bind(console)
    console[level] = (...args) => {
      problems.push(level + ': ' + text(args))
      original(...args)
    }
  }
  addEventListener('error', (e) => problems.push('pageerror: ' + (e.message || e.type)))
  addEventListener('unhandledrejection', (e) => problems.push('unhandledrejection: ' + text([e.reason])))
  document.addEventListener('securitypolicyviolation', (e) =>
    problems.push('CSP violation: ' + e.violatedDirective + ' blocked ' + (e.blockedURI || 'inline')))
})()
`
