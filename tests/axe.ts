import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const source = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * Run in a page, in any engine: loads axe-core (once a document) and returns its violations
 * as readable lines. A function made of axe's source, so that every driver sends it to the
 * page as it sends any page function, outside the page's policy.
 */
export const axeInPage = new Function(`if (!window.axe) {
${source}
}
return window.axe.run(document, { resultTypes: ['violations'] }).then((result) =>
  result.violations.map((v) =>
    v.id + ': ' + v.help + ' (' + v.nodes.map((n) => n.target.join(' ')).join(', ') + ')'))`) as () => Promise<
  string[]
>
