/**
 * The site's `default` Trusted Types policy. The Content-Security-Policy requires Trusted
 * Types for every script sink (`require-trusted-types-for 'script'`) and allows two policies
 * (scripts/plugins/csp.ts): this one, and `snapshot`, which the head script creates in its own closure
 * to put a deep link's pre-rendered markup into the page (src/head/boot.ts). Apart from that
 * markup, the one string the site hands to such a sink is its service worker's address
 * (`navigator.serviceWorker.register`, called by the PWA plugin's registration code with a
 * plain string), and this policy lets exactly that address through. It converts no markup or
 * script: every `innerHTML`, `insertAdjacentHTML`, `eval` or script text from a string is
 * blocked and reported (docs/decisions/006-content-security-policy.md).
 */

/** The service worker's address as the registration code gives it (the build's `./sw.js`). */
const WORKER_SCRIPT = 'sw.js'

/** Whether `value`, read against the page's address `base`, is the site's own worker script. */
function isWorkerScript(value: string, base: string): boolean {
  try {
    return new URL(value, base).href === new URL(WORKER_SCRIPT, base).href
  } catch {
    return false
  }
}

interface TrustedTypesLike {
  defaultPolicy: unknown
  createPolicy(name: string, rules: { createScriptURL: (value: string) => string | null }): unknown
}

/**
 * Creates the default policy (once), where the engine has Trusted Types. Anything but the
 * worker's address gets `null`, which the engine blocks and reports as a violation.
 */
export function allowWorkerScript(win: Window = window): void {
  const trustedTypes = (win as Window & { trustedTypes?: TrustedTypesLike }).trustedTypes
  if (!trustedTypes || trustedTypes.defaultPolicy) return
  trustedTypes.createPolicy('default', {
    createScriptURL: (value) => (isWorkerScript(value, win.document.baseURI) ? value : null),
  })
}
