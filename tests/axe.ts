import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const source = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * Run in a page, in any engine: loads axe-core (once a document) and returns its violations
 * as readable lines, a contrast failure with the colours axe read. A function made of axe's
 * source, so that every driver sends it to the page as it sends any page function, outside
 * the page's policy.
 *
 * It reads the page as it rests: it first waits for every running animation that ends (a
 * dialog's fade-in) to end. Read mid-fade, text and its background are still blended into
 * the page behind them (WebKit once read Reaction's target at 1.78:1 that way).
 */
export const axeInPage = new Function(`if (!window.axe) {
${source}
}
const ending = document.getAnimations().filter((a) => a.effect && a.effect.getComputedTiming().endTime !== Infinity)
return Promise.all(ending.map((a) => a.finished)).then(() => window.axe.run(document, { resultTypes: ['violations'] })).then((result) =>
  result.violations.map((v) =>
    v.id + ': ' + v.help + ' (' + v.nodes.map((n) => {
      const d = n.any[0] && n.any[0].data
      return n.target.join(' ') + (d && d.contrastRatio ? ' ' + d.fgColor + ' on ' + d.bgColor + ' = ' + d.contrastRatio : '')
    }).join(', ') + ')'))`) as () => Promise<string[]>
