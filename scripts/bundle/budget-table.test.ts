import { readFileSync } from 'node:fs'
import { budgetTable } from './budget-table.mjs'
import { BUDGETS } from './budgets.mjs'

describe("the README's table of budgets", () => {
  test('is the table budgets.mjs makes, figure for figure', () => {
    const readme = readFileSync('README.md', 'utf8')
    expect(
      readme,
      'README.md, "Budgets and reports": replace the table with what `node scripts/bundle/stats.mjs --budget-table` prints',
    ).toContain(budgetTable())
  })

  test('names every budget once, with its limit and whether it only warns', () => {
    const table = budgetTable().split('\n').slice(2)
    expect(table).toHaveLength(BUDGETS.length)
    const entry = BUDGETS.find((b) => b.id === 'entry-js')!
    expect(table).toContain(`| ${entry.what} | ${entry.kb} KB |`)
    const snapshot = BUDGETS.find((b) => b.id === 'snapshot')!
    expect(table).toContain(`| each ${snapshot.what} | ${snapshot.kb} KB, warns only |`)
  })
})
