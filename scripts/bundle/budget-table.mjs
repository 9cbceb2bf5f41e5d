// The budgets as the README's table shows them, made from BUDGETS itself (budgets.mjs), so
// the README cannot give a figure the build does not use: budget-table.test.ts compares the two.
import { BUDGETS } from './budgets.mjs'

/**
 * The Markdown table of the budgets: what each one covers and its limit in KB gzip, marked when
 * it only warns (it grows with the owner's content) or caps each file rather than their sum.
 * @param {readonly import('./budgets.mjs').Budget[]} [budgets]
 */
export function budgetTable(budgets = BUDGETS) {
  const rows = budgets.map((b) => {
    const what = b.scope === 'each' ? `each ${b.what}` : b.what
    const limit = `${b.kb} KB${b.soft ? ', warns only' : ''}`
    return `| ${what} | ${limit} |`
  })
  return ['| what | budget (gzip) |', '| --- | --- |', ...rows].join('\n')
}
