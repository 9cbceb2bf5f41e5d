import { describe, expect, it } from 'vitest'
import { evaluate } from './budgets.mjs'
import { FULL_COMMAND, reportText, WIDTH, wrap } from './explain.mjs'
import { grownSphere } from './fixtures.ts'

const bytes = (line: string) => Buffer.byteLength(line)

describe('the printed report', () => {
  const { after, sections } = grownSphere()
  const text = (full = false) =>
    reportText({ table: evaluate(after.chunks), sections, outDir: 'dist', took: '1.0', full })

  it('leads with the verdict and the budgets that changed, and ends with the verdict', () => {
    const lines = text().trim().split('\n')
    expect(lines[0]).toMatch(
      /^Bundle of dist\/ .*: ✗ 1 budget over \(the 3D chunk\): the build fails$/,
    )
    expect(lines[1]).toBe('Budgets changed since bundle-baseline.json:')
    expect(lines[2]).toMatch(/^ {2}the 3D chunk: [\d.]+ → [\d.]+ of [\d.]+ \(\+[\d.]+\) ✗ over$/)
    expect(lines.at(-1)).toBe(sections.verdict)
  })

  it('keeps every line under 120 bytes, and the table of every file one flag away', () => {
    for (const line of text().split('\n')) expect(bytes(line), line).toBeLessThanOrEqual(WIDTH)
    expect(text()).not.toMatch(/^file +kind/m)
    expect(text()).toContain(FULL_COMMAND)
    expect(text(true)).toMatch(/^file +kind/m)
    expect(text(true)).toContain('What each budget is made of')
  })

  it('prints the table of every file with --full one line per row, not wrapped, with no trailing spaces', () => {
    const { rows } = evaluate(after.chunks)
    const lines = text(true).split('\n')
    const head = lines.findIndex((l) => /^file +kind/.test(l))
    expect(lines[head + 1]).toMatch(/^[─ ]+$/)
    const table = lines.slice(head + 2, head + 2 + rows.length)
    expect(table.map((l) => l.split(/\s{2,}/)[0])).toEqual(rows.map((r) => r.file))
    expect(lines.filter((l) => l !== l.trimEnd())).toEqual([])
  })
})

describe('wrap', () => {
  it('cuts at spaces within the width in bytes, indenting what follows', () => {
    const line = `✗ ${'word '.repeat(60)}end`
    const lines = wrap(line, 40)
    for (const l of lines) expect(bytes(l)).toBeLessThanOrEqual(40)
    expect(lines.slice(1).every((l) => l.startsWith('    '))).toBe(true)
    expect(lines.map((l) => l.trim()).join(' ')).toBe(line)
    expect(wrap('short')).toEqual(['short'])
  })
})
